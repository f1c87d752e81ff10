# One image for the API and the Temporal worker (docker-compose.yml picks the command).
FROM node:20-bookworm
WORKDIR /app
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json .npmrc ./
RUN npm ci --loglevel=warn --no-audit --no-fund
COPY . .
# The dashboard is built into the image (npm start would otherwise build it at first start).
RUN npm run build:dashboard
ENV HOST=0.0.0.0 PORT=8000 GRPC_PORT=50051
EXPOSE 8000 50051
CMD ["npm", "start"]

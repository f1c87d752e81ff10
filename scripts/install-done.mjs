// Run by npm after an install that changed node_modules (the `dependencies` lifecycle script):
// .npmrc keeps npm itself silent, so this line tells a newcomer the install has finished.
process.stderr.write('\nsimulation-service: dependencies installed. Next: `npm start` (http://localhost:8000), `npm run keys -- help`.\n');

#!/usr/bin/env bash
# A local Temporal dev server with the search attributes the pipeline uses, UI on :8233.
#   bash scripts/services/temporal-dev.sh   then   TEMPORAL_ADDRESS=127.0.0.1:7233 npm start  and  npm run worker
set -euo pipefail
CLI="$(bash "$(dirname "$0")/temporal-cli.sh")"
exec "$CLI" server start-dev --ip 127.0.0.1 --port "${TEMPORAL_PORT:-7233}" --ui-port "${TEMPORAL_UI_PORT:-8233}" \
  --db-filename "${TEMPORAL_DB:-./data/temporal.db}" \
  --search-attribute SimulationStatus=Keyword --search-attribute TenantId=Keyword --search-attribute SimulationTitle=Text

#!/usr/bin/env bash
# Prints the path of a `temporal` CLI (for the dev server), building it once with Go if none
# is found. Looks at $TEMPORAL_CLI, then PATH, then $(go env GOPATH)/bin. v1.5.1 is the last
# release that `go install` can build (later ones carry replace directives).
set -euo pipefail
VERSION=v1.5.1
if [ -n "${TEMPORAL_CLI:-}" ] && [ -x "$TEMPORAL_CLI" ]; then echo "$TEMPORAL_CLI"; exit 0; fi
if command -v temporal >/dev/null 2>&1; then command -v temporal; exit 0; fi
GO="$(command -v go || echo /usr/local/go/bin/go)"
if [ ! -x "$GO" ]; then echo "temporal-cli: no temporal binary and no Go toolchain to build one" >&2; exit 1; fi
BIN="$("$GO" env GOPATH)/bin/temporal"
if [ -x "$BIN" ]; then echo "$BIN"; exit 0; fi
echo "temporal-cli: building temporal@$VERSION with Go (first time only, a few minutes)" >&2
CGO_ENABLED=0 "$GO" install "github.com/temporalio/cli/cmd/temporal@$VERSION" >&2
echo "$BIN"

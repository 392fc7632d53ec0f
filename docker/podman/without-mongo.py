"""Reads `docker-compose ... config` output on stdin, writes it as JSON (compose reads JSON too) without `mongo`.

docker-compose.podman.yml puts `mongo` behind a profile, but compose refuses to start a service whose
depends_on names a disabled one, and an override can add to depends_on, never remove. Python with PyYAML
is what docker-compose v1 itself runs on, so both are there wherever this is used.
"""
import json
import sys

import yaml

config = yaml.safe_load(sys.stdin)
config["services"].pop("mongo", None)
for service in config["services"].values():
    service.get("depends_on", {}).pop("mongo", None)
    environment = service.get("environment") or {}
    if environment.get("MONGODB_URI") == "":
        del environment["MONGODB_URI"]
config.get("volumes", {}).pop("mongo-data", None)
json.dump(config, sys.stdout, indent=2)

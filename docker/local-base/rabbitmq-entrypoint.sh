#!/bin/sh
# Writes the first user (from the environment, as the public image does) and starts RabbitMQ in the foreground.
set -eu
mkdir -p "$RABBITMQ_LOG_BASE"
printf 'default_user = %s\ndefault_pass = %s\nloopback_users = none\nlisteners.tcp.default = 5672\n' \
  "${RABBITMQ_DEFAULT_USER:-guest}" "${RABBITMQ_DEFAULT_PASS:-guest}" >"$RABBITMQ_CONFIG_FILE"
exec /usr/lib/rabbitmq/bin/rabbitmq-server

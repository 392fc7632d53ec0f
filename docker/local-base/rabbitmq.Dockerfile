# RabbitMQ from Debian's package. Like the public image, RABBITMQ_DEFAULT_USER/_PASS name the first user,
# who may connect from other containers (Debian's guest may not), and it runs as the rabbitmq user. It writes
# only to /var/lib/rabbitmq (the data volume: configuration, Mnesia, log files) and logs to stdout, so the
# root filesystem can be read-only.
FROM localhost/debian:bookworm
RUN apt-get update && apt-get install -y --no-install-recommends rabbitmq-server \
  && apt-get clean && rm -rf /var/lib/apt/lists/* /usr/share/doc /usr/share/man
COPY rabbitmq-entrypoint.sh /usr/local/bin/rabbitmq-entrypoint.sh
ENV HOME=/var/lib/rabbitmq RABBITMQ_CONFIG_FILE=/var/lib/rabbitmq/rabbitmq.conf \
  RABBITMQ_LOG_BASE=/var/lib/rabbitmq/log RABBITMQ_LOGS=- ERL_CRASH_DUMP=/var/lib/rabbitmq/log/erl_crash.dump
USER rabbitmq
EXPOSE 5672
CMD ["/usr/local/bin/rabbitmq-entrypoint.sh"]

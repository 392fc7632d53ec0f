# Prometheus from Debian's own package: builds where only Debian's mirrors are reachable (no image
# registry but the base image), and with the same base as the services' images.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends prometheus ca-certificates \
  && rm -rf /var/lib/apt/lists/*
COPY docker/observability/prometheus.yml /etc/prometheus/prometheus.yml
USER prometheus
EXPOSE 9090
VOLUME ["/var/lib/prometheus"]
ENTRYPOINT ["/usr/bin/prometheus"]
CMD ["--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/var/lib/prometheus/metrics2", "--web.listen-address=:9090"]

# nginx from Debian's package, laid out like the public nginx image (/etc/nginx/conf.d, /usr/share/nginx/html),
# so the front-end Dockerfiles work on either; wget is installed for their healthcheck, as in the public image.
# Its pid file and temporary files live under /tmp, so it runs unprivileged on a read-only root filesystem
# (podman mounts a tmpfs over an image directory with that directory's mode, and /tmp is the one open to all).
FROM localhost/debian:bookworm
RUN apt-get update && apt-get install -y --no-install-recommends nginx-light wget \
  && apt-get clean && rm -rf /var/lib/apt/lists/* /usr/share/doc /usr/share/man /etc/nginx/sites-enabled/default /var/www/html \
  && mkdir -p /usr/share/nginx/html \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log \
  && sed -i 's#^pid .*#pid /tmp/nginx.pid;#' /etc/nginx/nginx.conf \
  && printf '%s_temp_path /tmp/nginx-%s;\n' client_body body proxy proxy fastcgi fastcgi uwsgi uwsgi scgi scgi \
    >/etc/nginx/conf.d/00-temp-paths.conf
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]

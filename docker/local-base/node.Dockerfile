# Node.js without a registry, from the machine's own `node` and `npm` (build-base-images.sh copies them into
# the context), with the public node image's `node` user (uid 1000). Two targets:
#   build   — Debian bookworm with node and npm, a shell and apt: for build stages (like node:20-bookworm-slim);
#   runtime — only node, the shared libraries it links and the users: what the service images run on.
FROM localhost/debian:bookworm AS build
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/sh --create-home node \
  && node -e "process.exit(0)" && npm -v

FROM build AS runtime-files
RUN mkdir -p /runtime/usr/lib/x86_64-linux-gnu /runtime/usr/lib64 /runtime/usr/local/bin /runtime/etc \
    /runtime/tmp /runtime/home/node \
  && cp /usr/local/bin/node /runtime/usr/local/bin/node \
  && for lib in $(ldd /usr/local/bin/node | awk '/=> \// { print $3 }'); do cp -L "$lib" /runtime/usr/lib/x86_64-linux-gnu/; done \
  && cp -L /lib64/ld-linux-x86-64.so.2 /runtime/usr/lib64/ \
  && ln -s usr/lib /runtime/lib && ln -s usr/lib64 /runtime/lib64 \
  && grep -E '^(root|node):' /etc/passwd >/runtime/etc/passwd && grep -E '^(root|node):' /etc/group >/runtime/etc/group \
  && chmod 1777 /runtime/tmp && chown 1000:1000 /runtime/home/node

FROM scratch AS runtime
COPY --from=runtime-files /runtime/ /
ENV PATH=/usr/local/bin HOME=/home/node
CMD ["node"]

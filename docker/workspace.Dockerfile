# The shared build stage of every image when the repository is already built (CI after `npm test`, or
# `npm run test:compose`): takes the built workspace as it is — compiled services, built front ends, the
# installed node_modules — and lays out each service's production packages once for all eight images
# (docker/slice-workspace.sh reads node_modules through a bind mount, so the 800 MB tree is never copied
# into a layer). Each slice's Dockerfile copies what it needs from here when given
# `--build-arg WORKSPACE=<this image>`; without that argument they build from source as before.
# Context: the repository root with `--ignorefile docker/workspace.dockerignore` (dist/ and node_modules
# are part of it there, unlike in .dockerignore).
ARG BUILD_IMAGE=node:20-bookworm-slim
FROM ${BUILD_IMAGE} AS slices
# The bind mount is not part of the layer cache's key; the lockfile and the script are, so new dependencies
# (or a new way of slicing) re-slice.
COPY package-lock.json docker/slice-workspace.sh /tmp/slicing/
RUN --mount=type=bind,target=/repo sh /tmp/slicing/slice-workspace.sh /repo

FROM scratch
COPY package.json /app/
COPY contracts /app/contracts
COPY packages/service-kit /app/packages/service-kit
COPY svc-gateway /app/svc-gateway
COPY svc-auth /app/svc-auth
COPY svc-triage /app/svc-triage
COPY svc-billing /app/svc-billing
COPY shell/dist /app/shell/dist
COPY mfe-triage/dist /app/mfe-triage/dist
COPY mfe-account/dist /app/mfe-account/dist
COPY mfe-billing/dist /app/mfe-billing/dist
COPY --from=slices /slices /slices

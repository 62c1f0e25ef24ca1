#!/usr/bin/env bash
# End to end on a real cluster, for machines with Docker (it cannot run where the test suite's control plane runs:
# there is no container runtime there). Creates a kind cluster, builds the image from this checkout and loads it,
# installs MinIO (test/e2e/minio.yaml) and the chart (with its trial Redis, two controller replicas and the
# NetworkPolicies) into a namespace that enforces the restricted Pod Security Standard, makes an API key as
# NOTES.txt says, runs the intended flow with curl, checks the MP4, and deletes the cluster.
#
# Needs: docker, kind, kubectl, helm, curl (7.75+, for --aws-sigv4), jq. KEEP_CLUSTER=1 keeps the cluster.
set -euo pipefail
cd "$(dirname "$0")/../.."

CLUSTER=${CLUSTER:-montage-e2e}
IMAGE_REPO=${IMAGE_REPO:-montage}
IMAGE_TAG=${IMAGE_TAG:-e2e}
NS=${NS:-montage}
API_PORT=${API_PORT:-18080}
S3_PORT=${S3_PORT:-19000}
pids=()

log() { printf '\n[e2e] %s\n' "$*"; }
fail() {
  printf '\n[e2e] FAILED: %s\n' "$*" >&2
  kubectl -n "$NS" get pods,jobs,projects,chapters,prompts,exports -o wide >&2 || true
  kubectl -n "$NS" logs deploy/montage-controller --tail=100 >&2 || true
  kubectl -n "$NS" logs deploy/montage-api --tail=50 >&2 || true
  exit 1
}
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ -z "${KEEP_CLUSTER:-}" ]; then kind delete cluster --name "$CLUSTER" >/dev/null 2>&1 || true; fi
}
trap cleanup EXIT

for tool in docker kind kubectl helm curl jq; do command -v "$tool" >/dev/null || { echo "kind-e2e.sh needs $tool" >&2; exit 2; }; done

log "kind cluster $CLUSTER"
kind create cluster --name "$CLUSTER" --wait 180s
kubectl config use-context "kind-$CLUSTER"

log "image $IMAGE_REPO:$IMAGE_TAG"
docker build -t "$IMAGE_REPO:$IMAGE_TAG" .
kind load docker-image "$IMAGE_REPO:$IMAGE_TAG" --name "$CLUSTER"

log "namespace $NS (restricted Pod Security), MinIO"
kubectl create namespace "$NS"
kubectl label namespace "$NS" pod-security.kubernetes.io/enforce=restricted pod-security.kubernetes.io/warn=restricted
kubectl -n "$NS" apply -f test/e2e/minio.yaml
kubectl -n "$NS" rollout status deployment/minio --timeout=300s
kubectl -n "$NS" port-forward service/minio "$S3_PORT:9000" >/dev/null 2>&1 &
pids+=($!)
for _ in $(seq 1 30); do curl -fsS "http://127.0.0.1:$S3_PORT/minio/health/ready" >/dev/null 2>&1 && break; sleep 1; done
# The bucket, with a SigV4-signed PUT (no mc image needed).
curl -fsS -X PUT --aws-sigv4 "aws:amz:us-east-1:s3" --user "e2e-minio-admin:e2e-minio-password-not-secret" "http://127.0.0.1:$S3_PORT/montage"

log "helm install (CRDs from the chart's crds/)"
helm install montage charts/montage --namespace "$NS" --wait --timeout 10m \
  --set image.repository="$IMAGE_REPO",image.tag="$IMAGE_TAG",image.pullPolicy=Never \
  --set s3.existingSecret=montage-s3,s3.endpoint=http://minio:9000,s3.publicEndpoint="http://127.0.0.1:$S3_PORT",s3.bucket=montage \
  --set controller.replicas=2,networkPolicy.enabled=true \
  --set jobs.resources.requests.cpu=250m,jobs.resources.requests.memory=256Mi

log "an API key, as NOTES.txt says"
KEY=$(kubectl -n "$NS" exec deploy/montage-api -- node dist/bin/montage.js keys create --tenant e2e --name e2e)
[ -n "$KEY" ] || fail "no key printed"
kubectl -n "$NS" port-forward service/montage-api "$API_PORT:80" >/dev/null 2>&1 &
pids+=($!)
for _ in $(seq 1 30); do curl -fsS "http://127.0.0.1:$API_PORT/readyz" >/dev/null 2>&1 && break; sleep 1; done

API="http://127.0.0.1:$API_PORT/api/v1"
H="Authorization: Bearer $KEY"
J="Content-Type: application/json"

log "the intended flow"
P=$(curl -fsS -H "$H" -H "$J" -d '{"name":"kind e2e"}' "$API/projects" | jq -r .id)
C=$(curl -fsS -H "$H" -H "$J" -d '{"name":"Intro","duration":4}' "$API/projects/$P/chapters" | jq -r .id)
curl -fsS -H "$H" -H "$J" -d '{"content":"Title \"Hello kind\", navy background, narrate: \"Welcome\""}' "$API/projects/$P/chapters/$C/prompt" >/dev/null
status=processing
for _ in $(seq 1 20); do
  status=$(curl -fsS -H "$H" "$API/projects/$P/chapters/$C?wait=30" | jq -r .status)
  [ "$status" != processing ] && break
done
[ "$status" = ready ] || fail "chapter ended $status"
curl -fsS -H "$H" "$API/projects/$P/chapters/$C" | jq -r '.prompts[-1].result'

curl -fsS -H "$H" -X POST "$API/projects/$P/export" >/dev/null
export_status=queued
for _ in $(seq 1 20); do
  body=$(curl -fsS -H "$H" "$API/projects/$P/export?wait=30")
  export_status=$(jq -r .status <<<"$body")
  case "$export_status" in queued|processing) ;; *) break ;; esac
done
[ "$export_status" = completed ] || fail "export ended $export_status: $body"
curl -fsS -o /tmp/montage-e2e.mp4 "$(jq -r .download_url <<<"$body")"
[ "$(head -c 8 /tmp/montage-e2e.mp4 | tail -c 4)" = ftyp ] || fail "the download is not an MP4"

log "what ran"
kubectl -n "$NS" get jobs -l app.kubernetes.io/component=render-job \
  -o custom-columns=JOB:.metadata.name,SA:.spec.template.spec.serviceAccountName,DONE:.status.succeeded
sa=$(kubectl -n "$NS" get jobs -l app.kubernetes.io/component=render-job -o jsonpath='{.items[*].spec.template.spec.serviceAccountName}')
[[ "$sa" == *montage-render-job* ]] || fail "render Jobs did not run as montage-render-job"
kubectl -n "$NS" get lease montage-controller -o jsonpath='{.spec.holderIdentity}{"\n"}'
log "passed: $(stat -c %s /tmp/montage-e2e.mp4) byte MP4"

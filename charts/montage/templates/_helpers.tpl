{{/*
Hand-written helpers. The objects these templates render are specified by cdk8s/workloads.ts (test/packaging
compares `helm template` with it); the RBAC rules and security contexts come from _generated.tpl.
One release per namespace: the controller's Lease and the render Jobs' labels are per namespace.
*/}}

{{- define "montage.selectorLabels" -}}
app.kubernetes.io/name: montage
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{/* Labels of every object; call with (dict "root" $ "component" "api"). */}}
{{- define "montage.labels" -}}
{{ include "montage.selectorLabels" . }}
app.kubernetes.io/part-of: montage
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{- end }}

{{/* Pod template labels: no managed-by/chart, so an upgrade of the chart alone does not restart Pods. */}}
{{- define "montage.podLabels" -}}
{{ include "montage.selectorLabels" . }}
app.kubernetes.io/part-of: montage
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
{{- end }}

{{/* metadata: name, namespace, labels; call with (dict "root" $ "component" "api" "name" "x"). */}}
{{- define "montage.metadata" -}}
name: {{ .name }}
namespace: {{ .root.Release.Namespace }}
labels:
  {{- include "montage.labels" . | nindent 2 }}
{{- end }}

{{- define "montage.keysSecret" -}}{{ .Release.Name }}-api-keys{{- end }}

{{- define "montage.image" -}}
{{ .repository }}:{{ .tag | default .root.Chart.AppVersion }}
{{- end }}

{{/* The env entries of the S3 settings, in the order cdk8s/workloads.ts writes them. */}}
{{- define "montage.s3EnvList" -}}
- name: S3_REGION
  value: {{ .Values.s3.region | quote }}
- name: S3_BUCKET
  value: {{ .Values.s3.bucket | quote }}
- name: S3_FORCE_PATH_STYLE
  value: {{ .Values.s3.forcePathStyle | toString | quote }}
{{- with .Values.s3.endpoint }}
- name: S3_ENDPOINT
  value: {{ . | quote }}
{{- end }}
{{- with .Values.s3.publicEndpoint }}
- name: S3_PUBLIC_ENDPOINT
  value: {{ . | quote }}
{{- end }}
{{- end }}

{{- define "montage.redisUrl" -}}
{{- $r := .Values.redis -}}
{{- $set := 0 -}}
{{- if $r.url }}{{ $set = add1 $set }}{{ end -}}
{{- if $r.existingSecret }}{{ $set = add1 $set }}{{ end -}}
{{- if $r.trial.enabled }}{{ $set = add1 $set }}{{ end -}}
{{- if ne (int $set) 1 -}}
{{- fail "set exactly one of redis.url, redis.existingSecret and redis.trial.enabled (to use your Redis: --set redis.trial.enabled=false,redis.url=redis://...)" -}}
{{- end -}}
- name: REDIS_URL
{{- if $r.existingSecret }}
  valueFrom:
    secretKeyRef:
      name: {{ $r.existingSecret }}
      key: REDIS_URL
{{- else }}
  value: {{ $r.url | default (printf "redis://%s-redis:6379" .Release.Name) | quote }}
{{- end }}
{{- end }}

{{/* A probe; call with (list "/healthz" "http" period failureThreshold). */}}
{{- define "montage.httpProbe" -}}
httpGet:
  path: {{ index . 0 }}
  port: {{ index . 1 }}
periodSeconds: {{ index . 2 }}
timeoutSeconds: 2
failureThreshold: {{ index . 3 }}
{{- end }}

{{/* nodeSelector, tolerations and affinity of a component's values. */}}
{{/*
Where a Deployment's Pods may run; call with (dict "v" $v "root" $ "component" "api"). With spreadAcrossNodes the
replicas prefer different nodes (see cdk8s/workloads.ts scheduling), unless affinity sets podAntiAffinity itself.
*/}}
{{- define "montage.scheduling" -}}
{{- with .v.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .v.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- $affinity := deepCopy (.v.affinity | default dict) }}
{{- if and .v.spreadAcrossNodes (not (hasKey $affinity "podAntiAffinity")) }}
{{- $selector := include "montage.selectorLabels" (dict "root" .root "component" .component) | fromYaml }}
{{- $term := dict "topologyKey" "kubernetes.io/hostname" "labelSelector" (dict "matchLabels" $selector) }}
{{- $_ := set $affinity "podAntiAffinity" (dict "preferredDuringSchedulingIgnoredDuringExecution" (list (dict "weight" 100 "podAffinityTerm" $term))) }}
{{- end }}
{{- with $affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end }}

{{- define "montage.imagePullSecrets" -}}
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end }}

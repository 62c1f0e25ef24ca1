import { ApiObject, Chart } from 'cdk8s';
import type { Construct } from 'constructs';
import { crdSchemaOf } from '../model/crd-schema.js';
import { API_GROUP, API_VERSION, KINDS, type KindInfo } from '../model/kinds.js';

/** The CustomResourceDefinition of one Montage kind, with its schema generated from the zod model. */
export function crdManifest(info: KindInfo) {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: {
      name: `${info.plural}.${API_GROUP}`,
      labels: { 'app.kubernetes.io/name': 'montage', 'app.kubernetes.io/component': 'crd' },
    },
    spec: {
      group: API_GROUP,
      scope: 'Namespaced',
      names: {
        kind: info.kind,
        listKind: `${info.kind}List`,
        plural: info.plural,
        singular: info.singular,
        shortNames: info.shortNames,
        categories: ['montage'],
      },
      versions: [
        {
          name: API_VERSION,
          served: true,
          storage: true,
          subresources: { status: {} },
          additionalPrinterColumns: info.printerColumns,
          schema: {
            openAPIV3Schema: {
              type: 'object',
              description: info.description,
              required: ['spec'],
              properties: {
                apiVersion: { type: 'string' },
                kind: { type: 'string' },
                metadata: { type: 'object' },
                spec: crdSchemaOf(info.spec),
                status: crdSchemaOf(info.status),
              },
            },
          },
        },
      ],
    },
  };
}

export class MontageCrds extends Chart {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    for (const info of Object.values(KINDS)) {
      new ApiObject(this, info.plural, crdManifest(info));
    }
  }
}

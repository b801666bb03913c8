#!/usr/bin/env node
/**
 * Validates the Kubernetes manifests of a kustomization against the Kubernetes OpenAPI schemas
 * (kubernetes-models, generated from the official API definitions), offline.
 * Prints one JSON line per document: { file, kind, name, error? }; exits 1 if any document is invalid.
 *
 * Usage: node scripts/deploy/validate-k8s.mjs [deploy/k8s]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments, parse } from 'yaml';

const dir = resolve(process.argv[2] ?? 'deploy/k8s');
const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
let failed = false;

for (const file of kustomization.resources) {
  for (const doc of parseAllDocuments(readFileSync(join(dir, file), 'utf8'))) {
    if (doc.errors.length) {
      failed = true;
      console.log(JSON.stringify({ file, error: doc.errors.map((e) => e.message).join('; ') }));
      continue;
    }
    const object = doc.toJS();
    if (!object) continue;
    const { apiVersion, kind } = object;
    const entry = { file, kind, name: object.metadata?.name };
    try {
      const module = await import(`kubernetes-models/${apiVersion}/${kind}`);
      new module[kind](object).validate();
      console.log(JSON.stringify(entry));
    } catch (err) {
      failed = true;
      console.log(JSON.stringify({ ...entry, error: err instanceof Error ? err.message : String(err) }));
    }
  }
}
process.exit(failed ? 1 : 0);

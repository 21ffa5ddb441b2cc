import { textFieldError } from '@ride/domain';
import { Kind, visit, type DocumentNode, type ExecutionArgs, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badUserInput } from '../core/errors.ts';

/**
 * A field's name as errors give it: the path inside the argument's input object
 * (`route.1.address` of `input`), or the argument itself when it is not an object.
 */
const fieldOf = (path: readonly string[]) => (path.length > 1 ? path.slice(1) : path).join('.');

type Refusal = { field: string; message: string };

/** What an operation's document says of its texts: its literals' refusal, where each variable is used. */
interface DocumentTexts {
  refused: Refusal | null;
  usedAt: Map<string, string[]>;
}

const refusalOf = (text: string, path: readonly string[]): Refusal | null => {
  const field = fieldOf(path);
  const message = textFieldError(field, text);
  return message ? { field, message } : null;
};

function scanDocument(document: DocumentNode): DocumentTexts {
  let refused: Refusal | null = null;
  const usedAt = new Map<string, string[]>();
  const scanLiteral = (node: ValueNode, path: string[]): void => {
    if (node.kind === Kind.STRING) refused ??= refusalOf(node.value, path);
    else if (node.kind === Kind.VARIABLE) {
      if (!usedAt.has(node.name.value)) usedAt.set(node.name.value, path);
    } else if (node.kind === Kind.LIST) {
      node.values.forEach((value, index) => scanLiteral(value, [...path, String(index)]));
    } else if (node.kind === Kind.OBJECT) {
      for (const field of node.fields) scanLiteral(field.value, [...path, field.name.value]);
    }
  };
  visit(document, {
    Argument(node) {
      scanLiteral(node.value, [node.name.value]);
      return false;
    },
    VariableDefinition(node) {
      if (node.defaultValue) scanLiteral(node.defaultValue, [node.variable.name.value]);
      return false;
    },
  });
  return { refused, usedAt };
}

/**
 * Each document scanned once: yoga's parser cache hands the same document object to every
 * request of the same operation, so only the variables are walked per request.
 */
const scanned = new WeakMap<DocumentNode, DocumentTexts>();

function documentTexts(document: DocumentNode): DocumentTexts {
  let texts = scanned.get(document);
  if (!texts) {
    texts = scanDocument(document);
    scanned.set(document, texts);
  }
  return texts;
}

/**
 * The first text of the operation that breaks the shared text rule (`textFieldError`), in its
 * literal arguments or its variables, as the refusal naming its field; null when there is none.
 * A variable is named after where the operation uses it (`signIn(input: {username: $u})` names
 * `username`).
 */
export function refusedTextInput(
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): Refusal | null {
  const { refused, usedAt } = documentTexts(document);
  if (refused) return refused;
  // Variables as the client sent them (JSON, before coercion), walked without recursion.
  const pending: [unknown, string[]][] = Object.entries(variables ?? {}).map(([name, value]) => [
    value,
    usedAt.get(name) ?? [name],
  ]);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      const refusal = refusalOf(value, path);
      if (refusal) return refusal;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, [...path, String(index)]]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) pending.push([item, [...path, key]]);
    }
  }
  return null;
}

function refuseBadText(
  args: Pick<ExecutionArgs, 'document' | 'variableValues'>,
  stop: (result: { errors: ReturnType<typeof badUserInput>[] }) => void,
) {
  const refused = refusedTextInput(args.document, args.variableValues);
  if (refused) stop({ errors: [badUserInput(refused.message, refused.field)] });
}

/**
 * Every text the API receives follows the shared text rule before any resolver runs: a NUL or an
 * unpaired surrogate in any argument, however deep, is BAD_USER_INPUT naming the field, never a
 * database error. Placed before the idempotency plugin, so a refused request claims no key.
 */
export const textInputPlugin: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    refuseBadText(args, setResultAndStopExecution);
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    refuseBadText(args, setResultAndStopExecution);
  },
};

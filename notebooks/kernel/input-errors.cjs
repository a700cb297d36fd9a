/**
 * Input errors shown as the command line shows them. tslab prints a cell's exception with
 * `console.error(e)`, which for the project's InputError (src/errors.ts: a bad tree, folder or
 * sample id) is a ten-line stack ending in its `exitCode: 2` field, while the command line prints
 * only its message: one line per problem, naming the path, sample or flag, with the fix. Here
 * the executor tslab creates prints such an error as `InputError: <message>`, without the stack;
 * any other exception (a bug, or an error a cell throws itself) keeps its stack.
 */
"use strict";

/** The project's input errors: Errors carrying exit code 2 (matched by shape, as the prebuilt and the kernel-compiled src/ are two copies). */
function isInputError(e) {
  return e instanceof Error && e.exitCode === 2;
}

/** What the kernel prints for an input error. */
function inputErrorText(e) {
  return `${e.name}: ${e.message}`;
}

/** A console like `base` whose `error(e)` prints an input error as its message only. */
function plainInputErrors(base) {
  return {
    ...base,
    error: (...args) =>
      args.length === 1 && isInputError(args[0]) ? base.error(inputErrorText(args[0])) : base.error(...args),
  };
}

/** Patch tslab's executor module (dist/executor.js) so every executor it creates uses plainInputErrors. */
function showInputErrorsPlainly(executorModule) {
  const create = executorModule.createExecutor;
  executorModule.createExecutor = (rootDir, convs, console, ...rest) =>
    create(rootDir, convs, plainInputErrors(console), ...rest);
}

module.exports = { isInputError, inputErrorText, plainInputErrors, showInputErrorsPlainly };

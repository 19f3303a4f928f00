// Starts `matc lsp` for MATLAB files and connects VS Code's client to it.
import * as vscode from "vscode";
import {
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
} from "vscode-languageclient/node";

let client: LanguageClient | undefined;

export function activate(context: vscode.ExtensionContext): Promise<void> {
  const command = vscode.workspace.getConfiguration("matc").get<string>("path") || "matc";
  const serverOptions: ServerOptions = { command, args: ["lsp"] };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ scheme: "file", language: "matlab" }, { scheme: "untitled", language: "matlab" }],
  };
  client = new LanguageClient("matc", "matc language server", serverOptions, clientOptions);
  context.subscriptions.push({ dispose: () => void client?.stop() });
  return client.start();
}

export function deactivate(): Thenable<void> | undefined {
  return client?.stop();
}

//! `matc lsp`: a Language Server Protocol server on stdio, on the `lsp-server`
//! and `lsp-types` crates of rust-analyzer; every answer comes from
//! `crates/ide`.
//!
//! One thread reads the protocol's messages in order. An edit only marks its
//! file stale; a file is analysed again when a request needs it or when no
//! message is waiting (so a burst of keystrokes costs one analysis), and
//! then its diagnostics are published.

mod convert;

use std::collections::HashMap;
use std::error::Error;
use std::path::PathBuf;

use lsp_server::{Connection, ErrorCode, Message, Notification, Request, Response};
use lsp_types::notification::{self as notif, Notification as _};
use lsp_types::request::{self as req, Request as _};
use lsp_types::{self as lt, Url};

use ide::workspace::Workspace;
use ide::FileAnalysis;

use convert::{lsp_range, offset_of};

/// An open document: its text and, while it is current, its analysis.
struct Doc {
    path: PathBuf,
    text: String,
    version: i32,
    analysis: Option<FileAnalysis>,
    /// What the last analysis keeps for the next (after an edit).
    cache: ide::Cache,
}

struct Server {
    conn: Connection,
    docs: HashMap<Url, Doc>,
    ws: Workspace,
}

/// Runs the server on stdin/stdout until the client says `exit`; returns the exit code.
pub fn run() -> i32 {
    match serve() {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("matc lsp: {e}");
            1
        }
    }
}

fn capabilities() -> lt::ServerCapabilities {
    use lt::*;
    ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Options(
            TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::INCREMENTAL),
                save: Some(TextDocumentSyncSaveOptions::Supported(true)),
                ..Default::default()
            },
        )),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some(vec![".".into(), "'".into(), "\"".into(), "/".into()]),
            ..Default::default()
        }),
        signature_help_provider: Some(SignatureHelpOptions {
            trigger_characters: Some(vec!["(".into(), ",".into()]),
            ..Default::default()
        }),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        document_symbol_provider: Some(OneOf::Left(true)),
        workspace_symbol_provider: Some(OneOf::Left(true)),
        rename_provider: Some(OneOf::Right(RenameOptions {
            prepare_provider: Some(true),
            work_done_progress_options: Default::default(),
        })),
        document_formatting_provider: Some(OneOf::Left(true)),
        folding_range_provider: Some(FoldingRangeProviderCapability::Simple(true)),
        ..Default::default()
    }
}

fn serve() -> Result<(), Box<dyn Error + Sync + Send>> {
    let (conn, io) = Connection::stdio();
    let caps = serde_json::to_value(capabilities())?;
    let init = conn.initialize(caps)?;
    let init: lt::InitializeParams = serde_json::from_value(init)?;
    let mut roots: Vec<PathBuf> = Vec::new();
    if let Some(fs) = &init.workspace_folders {
        roots.extend(fs.iter().filter_map(|f| f.uri.to_file_path().ok()));
    }
    #[allow(deprecated)]
    if roots.is_empty() {
        roots.extend(init.root_uri.as_ref().and_then(|u| u.to_file_path().ok()));
    }
    let mut s = Server {
        conn,
        docs: HashMap::new(),
        ws: Workspace::new(roots),
    };
    s.main_loop()?;
    drop(s);
    io.join()?;
    Ok(())
}

type Result2<T> = Result<T, Box<dyn Error + Sync + Send>>;

impl Server {
    fn main_loop(&mut self) -> Result2<()> {
        loop {
            if self.conn.receiver.is_empty() {
                self.refresh_all()?;
            }
            let Ok(msg) = self.conn.receiver.recv() else {
                return Ok(());
            };
            match msg {
                Message::Request(r) => {
                    if self.conn.handle_shutdown(&r)? {
                        return Ok(());
                    }
                    let id = r.id.clone();
                    // A bug behind one request must not end the session.
                    let answer =
                        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.request(r)))
                            .unwrap_or_else(|_| {
                                Err((ErrorCode::InternalError, "internal error".into()))
                            });
                    let resp = match answer {
                        Ok(v) => Response::new_ok(id, v),
                        Err((code, m)) => Response::new_err(id, code as i32, m),
                    };
                    self.conn.sender.send(Message::Response(resp))?;
                }
                Message::Notification(n) => self.notification(n)?,
                Message::Response(_) => {}
            }
        }
    }

    /// Analyses every stale open document and publishes its diagnostics.
    fn refresh_all(&mut self) -> Result2<()> {
        let stale: Vec<Url> = self
            .docs
            .iter()
            .filter(|(_, d)| d.analysis.is_none())
            .map(|(u, _)| u.clone())
            .collect();
        for u in stale {
            self.refresh(&u);
            self.publish(&u)?;
        }
        Ok(())
    }

    fn refresh(&mut self, uri: &Url) {
        if let Some(d) = self.docs.get_mut(uri) {
            if d.analysis.is_none() {
                d.analysis = Some(ide::analyze_again(&d.path, &d.text, &mut d.cache));
            }
        }
    }

    fn publish(&self, uri: &Url) -> Result2<()> {
        let Some(d) = self.docs.get(uri) else {
            return Ok(());
        };
        let Some(a) = &d.analysis else {
            return Ok(());
        };
        let found = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            ide::diagnostics::diagnostics(a)
        }));
        let diagnostics = found
            .unwrap_or_default()
            .into_iter()
            .map(|x| convert::diagnostic(a, x))
            .collect();
        let params = lt::PublishDiagnosticsParams {
            uri: uri.clone(),
            diagnostics,
            version: Some(d.version),
        };
        self.conn
            .sender
            .send(Message::Notification(Notification::new(
                notif::PublishDiagnostics::METHOD.to_string(),
                params,
            )))?;
        Ok(())
    }

    fn notification(&mut self, n: Notification) -> Result2<()> {
        match n.method.as_str() {
            notif::DidOpenTextDocument::METHOD => {
                let p: lt::DidOpenTextDocumentParams = serde_json::from_value(n.params)?;
                let doc = p.text_document;
                let path = convert::path_of(&doc.uri);
                self.docs.insert(
                    doc.uri,
                    Doc {
                        path,
                        text: doc.text,
                        version: doc.version,
                        analysis: None,
                        cache: ide::Cache::default(),
                    },
                );
            }
            notif::DidChangeTextDocument::METHOD => {
                let p: lt::DidChangeTextDocumentParams = serde_json::from_value(n.params)?;
                if let Some(d) = self.docs.get_mut(&p.text_document.uri) {
                    for ch in p.content_changes {
                        convert::apply_change(&mut d.text, ch);
                    }
                    d.version = p.text_document.version;
                    d.analysis = None;
                }
            }
            notif::DidSaveTextDocument::METHOD => {
                // Other files may call the saved one: look at them again.
                for d in self.docs.values_mut() {
                    d.analysis = None;
                }
            }
            notif::DidCloseTextDocument::METHOD => {
                let p: lt::DidCloseTextDocumentParams = serde_json::from_value(n.params)?;
                self.docs.remove(&p.text_document.uri);
                // Clear what was shown for it.
                self.conn
                    .sender
                    .send(Message::Notification(Notification::new(
                        notif::PublishDiagnostics::METHOD.to_string(),
                        lt::PublishDiagnosticsParams {
                            uri: p.text_document.uri,
                            diagnostics: vec![],
                            version: None,
                        },
                    )))?;
            }
            _ => {}
        }
        Ok(())
    }

    /// The current analysis of an open document (or of a file on disk).
    fn analysis(&mut self, uri: &Url) -> Result<&FileAnalysis, (ErrorCode, String)> {
        if !self.docs.contains_key(uri) {
            let path = convert::path_of(uri);
            let text = std::fs::read(&path)
                .map(|b| ide::decode(&b))
                .map_err(|e| (ErrorCode::InvalidParams, format!("{}: {e}", path.display())))?;
            self.docs.insert(
                uri.clone(),
                Doc {
                    path,
                    text,
                    version: 0,
                    analysis: None,
                    cache: ide::Cache::default(),
                },
            );
        }
        self.refresh(uri);
        self.docs[uri]
            .analysis
            .as_ref()
            .ok_or((ErrorCode::InternalError, "no analysis".into()))
    }

    fn request(&mut self, r: Request) -> Result<serde_json::Value, (ErrorCode, String)> {
        let bad = |e: serde_json::Error| (ErrorCode::InvalidParams, e.to_string());
        let json = |v: serde_json::Result<serde_json::Value>| {
            v.map_err(|e| (ErrorCode::InternalError, e.to_string()))
        };
        match r.method.as_str() {
            req::HoverRequest::METHOD => {
                let p: lt::HoverParams = serde_json::from_value(r.params).map_err(bad)?;
                let tp = p.text_document_position_params;
                let a = self.analysis(&tp.text_document.uri)?;
                let off = offset_of(a, tp.position);
                // The workspace cache is borrowed apart from the documents.
                let a = self.docs[&tp.text_document.uri].analysis.as_ref();
                let h = a.and_then(|a| ide::hover::hover(a, &mut self.ws, off).map(|h| (a, h)));
                json(serde_json::to_value(h.map(|(a, h)| lt::Hover {
                    contents: lt::HoverContents::Markup(lt::MarkupContent {
                        kind: lt::MarkupKind::Markdown,
                        value: h.markdown,
                    }),
                    range: Some(lsp_range(a, h.span)),
                })))
            }
            req::Completion::METHOD => {
                let p: lt::CompletionParams = serde_json::from_value(r.params).map_err(bad)?;
                let tp = p.text_document_position;
                let off = offset_of(self.analysis(&tp.text_document.uri)?, tp.position);
                let a = self.docs[&tp.text_document.uri].analysis.as_ref();
                let items = a
                    .map(|a| ide::complete::complete(a, &mut self.ws, off))
                    .unwrap_or_default();
                json(serde_json::to_value(lt::CompletionResponse::Array(
                    items.into_iter().map(convert::completion).collect(),
                )))
            }
            req::SignatureHelpRequest::METHOD => {
                let p: lt::SignatureHelpParams = serde_json::from_value(r.params).map_err(bad)?;
                let tp = p.text_document_position_params;
                let off = offset_of(self.analysis(&tp.text_document.uri)?, tp.position);
                let a = self.docs[&tp.text_document.uri].analysis.as_ref();
                let h = a.and_then(|a| ide::complete::signature_help(a, &mut self.ws, off));
                json(serde_json::to_value(h.map(convert::signature_help)))
            }
            req::GotoDefinition::METHOD => {
                let p: lt::GotoDefinitionParams = serde_json::from_value(r.params).map_err(bad)?;
                let tp = p.text_document_position_params;
                let off = offset_of(self.analysis(&tp.text_document.uri)?, tp.position);
                let a = self.docs[&tp.text_document.uri].analysis.as_ref();
                let locs = a
                    .map(|a| ide::navigate::definition(a, &mut self.ws, off))
                    .unwrap_or_default();
                json(serde_json::to_value(lt::GotoDefinitionResponse::Array(
                    locs.iter().filter_map(convert::location).collect(),
                )))
            }
            req::References::METHOD => {
                let p: lt::ReferenceParams = serde_json::from_value(r.params).map_err(bad)?;
                let tp = p.text_document_position;
                let off = offset_of(self.analysis(&tp.text_document.uri)?, tp.position);
                let a = self.docs[&tp.text_document.uri].analysis.as_ref();
                let locs = a
                    .map(|a| {
                        ide::navigate::references(
                            a,
                            &mut self.ws,
                            off,
                            p.context.include_declaration,
                        )
                    })
                    .unwrap_or_default();
                let v: Vec<lt::Location> = locs.iter().filter_map(convert::location).collect();
                json(serde_json::to_value(v))
            }
            req::PrepareRenameRequest::METHOD => {
                let p: lt::TextDocumentPositionParams =
                    serde_json::from_value(r.params).map_err(bad)?;
                let off = offset_of(self.analysis(&p.text_document.uri)?, p.position);
                let a = &self.docs[&p.text_document.uri].analysis;
                let Some(a) = a.as_ref() else {
                    return Ok(serde_json::Value::Null);
                };
                match ide::navigate::rename(a, &mut self.ws, off, "renamed") {
                    Ok(_) => {
                        let o = a.names.occurrence_at(off).map(|o| o.span);
                        json(serde_json::to_value(
                            o.map(|s| lt::PrepareRenameResponse::Range(lsp_range(a, s))),
                        ))
                    }
                    Err(m) => Err((ErrorCode::RequestFailed, m)),
                }
            }
            req::Rename::METHOD => {
                let p: lt::RenameParams = serde_json::from_value(r.params).map_err(bad)?;
                let tp = p.text_document_position;
                let off = offset_of(self.analysis(&tp.text_document.uri)?, tp.position);
                let a = self.docs[&tp.text_document.uri].analysis.as_ref();
                let Some(a) = a else {
                    return Ok(serde_json::Value::Null);
                };
                let locs = ide::navigate::rename(a, &mut self.ws, off, &p.new_name)
                    .map_err(|m| (ErrorCode::RequestFailed, m))?;
                json(serde_json::to_value(convert::workspace_edit(
                    &locs,
                    &p.new_name,
                )))
            }
            req::DocumentSymbolRequest::METHOD => {
                let p: lt::DocumentSymbolParams = serde_json::from_value(r.params).map_err(bad)?;
                let a = self.analysis(&p.text_document.uri)?;
                let syms = ide::navigate::document_symbols(a)
                    .into_iter()
                    .map(|s| convert::document_symbol(a, s))
                    .collect();
                json(serde_json::to_value(lt::DocumentSymbolResponse::Nested(
                    syms,
                )))
            }
            req::WorkspaceSymbolRequest::METHOD => {
                let p: lt::WorkspaceSymbolParams = serde_json::from_value(r.params).map_err(bad)?;
                let syms = ide::navigate::workspace_symbols(&mut self.ws, &p.query);
                let v: Vec<lt::SymbolInformation> = syms
                    .into_iter()
                    .filter_map(|(s, l)| convert::symbol_information(s, &l))
                    .collect();
                json(serde_json::to_value(v))
            }
            req::Formatting::METHOD => {
                let p: lt::DocumentFormattingParams =
                    serde_json::from_value(r.params).map_err(bad)?;
                let a = self.analysis(&p.text_document.uri)?;
                let new =
                    ide::format::format(&a.text).map_err(|m| (ErrorCode::RequestFailed, m))?;
                let edits = if new == a.text {
                    vec![]
                } else {
                    vec![lt::TextEdit {
                        range: lsp_range(a, ide::Span::new(0, a.text.len() as u32)),
                        new_text: new,
                    }]
                };
                json(serde_json::to_value(edits))
            }
            req::FoldingRangeRequest::METHOD => {
                let p: lt::FoldingRangeParams = serde_json::from_value(r.params).map_err(bad)?;
                let a = self.analysis(&p.text_document.uri)?;
                let v: Vec<lt::FoldingRange> = ide::folding::folding_ranges(a)
                    .into_iter()
                    .map(convert::folding)
                    .collect();
                json(serde_json::to_value(v))
            }
            m => Err((
                ErrorCode::MethodNotFound,
                format!("unsupported request {m}"),
            )),
        }
    }
}

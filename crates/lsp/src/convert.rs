//! `ide`'s answers as the protocol's types, and the protocol's positions and
//! edits as byte offsets.

use std::collections::HashMap;
use std::path::PathBuf;

use lsp_types::{self as lt, Url};

use ide::complete::{Completion, CompletionKind, SignatureHelp};
use ide::folding::{Fold, FoldKind};
use ide::navigate::{Location, Symbol, SymbolKind};
use ide::{FileAnalysis, Severity, Span};

/// The file a URI names (an `untitled:` document is taken to be in the
/// current folder).
pub fn path_of(uri: &Url) -> PathBuf {
    uri.to_file_path().unwrap_or_else(|_| {
        let name = uri.path().rsplit('/').next().unwrap_or("untitled.m");
        std::env::current_dir().unwrap_or_default().join(name)
    })
}

pub fn offset_of(a: &FileAnalysis, p: lt::Position) -> u32 {
    a.lines.offset(&a.text, p.line, p.character)
}

fn position((line, character): (u32, u32)) -> lt::Position {
    lt::Position { line, character }
}

pub fn lsp_range(a: &FileAnalysis, s: Span) -> lt::Range {
    lt::Range {
        start: position(a.lines.position(&a.text, s.lo)),
        end: position(a.lines.position(&a.text, s.hi)),
    }
}

/// Applies one change (a range replaced, or the whole text) to a document.
pub fn apply_change(text: &mut String, ch: lt::TextDocumentContentChangeEvent) {
    match ch.range {
        None => *text = ch.text,
        Some(r) => {
            let ix = ide::LineIndex::new(text);
            let lo = ix.offset(text, r.start.line, r.start.character) as usize;
            let hi = ix.offset(text, r.end.line, r.end.character) as usize;
            let (lo, hi) = (
                lo.min(text.len()),
                hi.min(text.len()).max(lo.min(text.len())),
            );
            text.replace_range(lo..hi, &ch.text);
        }
    }
}

pub fn diagnostic(a: &FileAnalysis, d: ide::Diagnostic) -> lt::Diagnostic {
    lt::Diagnostic {
        range: lsp_range(a, d.span),
        severity: Some(match d.severity {
            Severity::Error => lt::DiagnosticSeverity::ERROR,
            Severity::Warning => lt::DiagnosticSeverity::WARNING,
            Severity::Information => lt::DiagnosticSeverity::INFORMATION,
            Severity::Hint => lt::DiagnosticSeverity::HINT,
        }),
        code: Some(lt::NumberOrString::String(d.code.to_string())),
        source: Some("matc".into()),
        message: d.message,
        tags: d.unnecessary.then(|| vec![lt::DiagnosticTag::UNNECESSARY]),
        ..Default::default()
    }
}

pub fn completion(c: Completion) -> lt::CompletionItem {
    lt::CompletionItem {
        label: c.label,
        kind: Some(match c.kind {
            CompletionKind::Variable => lt::CompletionItemKind::VARIABLE,
            CompletionKind::Function => lt::CompletionItemKind::FUNCTION,
            CompletionKind::Builtin => lt::CompletionItemKind::FUNCTION,
            CompletionKind::Field => lt::CompletionItemKind::FIELD,
            CompletionKind::Keyword => lt::CompletionItemKind::KEYWORD,
            CompletionKind::File => lt::CompletionItemKind::FILE,
            CompletionKind::Package => lt::CompletionItemKind::MODULE,
        }),
        detail: c.detail,
        ..Default::default()
    }
}

pub fn signature_help(h: SignatureHelp) -> lt::SignatureHelp {
    lt::SignatureHelp {
        signatures: h
            .signatures
            .into_iter()
            .map(|(label, params)| lt::SignatureInformation {
                label,
                documentation: h.documentation.clone().map(|d| {
                    lt::Documentation::MarkupContent(lt::MarkupContent {
                        kind: lt::MarkupKind::PlainText,
                        value: d,
                    })
                }),
                parameters: Some(
                    params
                        .into_iter()
                        .map(|p| lt::ParameterInformation {
                            label: lt::ParameterLabel::Simple(p),
                            documentation: None,
                        })
                        .collect(),
                ),
                active_parameter: None,
            })
            .collect(),
        active_signature: Some(0),
        active_parameter: Some(h.active_parameter),
    }
}

pub fn location(l: &Location) -> Option<lt::Location> {
    Some(lt::Location {
        uri: Url::from_file_path(&l.path).ok()?,
        range: lt::Range {
            start: position(l.start),
            end: position(l.end),
        },
    })
}

pub fn workspace_edit(locs: &[Location], new: &str) -> lt::WorkspaceEdit {
    let mut changes: HashMap<Url, Vec<lt::TextEdit>> = HashMap::new();
    for l in locs {
        if let Some(loc) = location(l) {
            changes.entry(loc.uri).or_default().push(lt::TextEdit {
                range: loc.range,
                new_text: new.to_string(),
            });
        }
    }
    lt::WorkspaceEdit {
        changes: Some(changes),
        ..Default::default()
    }
}

fn symbol_kind(k: SymbolKind) -> lt::SymbolKind {
    match k {
        SymbolKind::Function => lt::SymbolKind::FUNCTION,
        SymbolKind::Method => lt::SymbolKind::METHOD,
        SymbolKind::Class => lt::SymbolKind::CLASS,
        SymbolKind::Property => lt::SymbolKind::PROPERTY,
        SymbolKind::Variable => lt::SymbolKind::VARIABLE,
    }
}

#[allow(deprecated)]
pub fn document_symbol(a: &FileAnalysis, s: Symbol) -> lt::DocumentSymbol {
    let range = lsp_range(a, s.span.to(s.name_span));
    lt::DocumentSymbol {
        name: s.name,
        detail: s.detail,
        kind: symbol_kind(s.kind),
        tags: None,
        deprecated: None,
        range,
        selection_range: lsp_range(a, s.name_span),
        children: Some(
            s.children
                .into_iter()
                .map(|c| document_symbol(a, c))
                .collect(),
        ),
    }
}

#[allow(deprecated)]
pub fn symbol_information(s: Symbol, l: &Location) -> Option<lt::SymbolInformation> {
    Some(lt::SymbolInformation {
        name: s.name,
        kind: symbol_kind(s.kind),
        tags: None,
        deprecated: None,
        location: location(l)?,
        container_name: s.detail,
    })
}

pub fn folding(f: Fold) -> lt::FoldingRange {
    lt::FoldingRange {
        start_line: f.start,
        start_character: None,
        end_line: f.end,
        end_character: None,
        kind: Some(match f.kind {
            FoldKind::Code => lt::FoldingRangeKind::Region,
            FoldKind::Comment => lt::FoldingRangeKind::Comment,
            FoldKind::Region => lt::FoldingRangeKind::Region,
        }),
        collapsed_text: None,
    }
}

//! What an editor asks of a MATLAB file, answered by matc's own front end and
//! analyses: diagnostics, hover, definitions and references, completion and
//! signature help, symbols, rename, formatting and folding.
//!
//! [`analyze`] parses a file's text, lowers it with the functions it reaches
//! on the path and runs the types analysis over them; every query then reads
//! that [`FileAnalysis`]. Positions are byte offsets into the text (see
//! [`lines::LineIndex`] for the editor's lines and columns); nothing here
//! knows a protocol, so the language server (`crates/lsp`) and the Jupyter
//! kernel (`crates/jupyter`) share it.

pub mod complete;
pub mod diagnostics;
pub mod facts;
pub mod folding;
pub mod format;
pub mod hover;
pub mod lines;
pub mod names;
pub mod navigate;
pub mod workspace;

use std::path::{Path, PathBuf};

use analysis::types::TypeFacts;
pub use diagnostics::{Diagnostic, Severity};
pub use lines::LineIndex;
use mir::ir::{FileId, FuncId, FunctionKind, Program};
use mir::LowerError;
pub use names::Names;
pub use syntax::ast::Span;
pub use syntax::decode;

/// One file's text and everything known about it.
pub struct FileAnalysis {
    pub path: PathBuf,
    pub text: String,
    pub lines: LineIndex,
    pub parsed: syntax::Parsed,
    pub names: Names,
    /// The lowered program and its facts; `None` when the file could not be
    /// lowered at all (a classdef file, or lowering failed).
    pub compiled: Option<Compiled>,
    /// What lowering reported (in this file or in files it reaches).
    pub lower_errors: Vec<LowerError>,
}

/// The program lowered from a file (its statements blanked where they do not
/// parse) and the types analysis of it.
pub struct Compiled {
    pub prog: Program,
    pub file: FileId,
    /// The analysis from the file's entry, then one from each function of
    /// the file that the first never reached (a local function nothing calls).
    facts: Vec<(TypeFacts, Vec<FuncId>)>,
}

impl Compiled {
    /// The facts that cover function `f`.
    pub fn facts_of(&self, f: FuncId) -> Option<&TypeFacts> {
        self.facts
            .iter()
            .find(|(t, fs)| fs.contains(&f) && t.func(f).is_some())
            .map(|(t, _)| t)
    }

    /// Every analysis of the program (the entry's first).
    pub fn all_facts(&self) -> impl Iterator<Item = &TypeFacts> {
        self.facts.iter().map(|(t, _)| t)
    }

    /// The functions lowered from this file (named, script, anonymous), with code.
    pub fn functions(&self) -> impl Iterator<Item = FuncId> + '_ {
        (0..self.prog.functions.len() as u32)
            .map(FuncId)
            .filter(|&id| {
                let f = self.prog.func(id);
                f.file == self.file && !f.blocks.is_empty()
            })
    }

    /// The MIR function of a scope of the file: named functions by their
    /// span, a script by its kind, an anonymous function by the span of its
    /// `@(...)` expression.
    pub fn function_for(&self, scope: &names::Scope) -> Option<FuncId> {
        self.functions().find(|&id| {
            let f = self.prog.func(id);
            match scope.kind {
                names::ScopeKind::Script => f.kind == FunctionKind::Script,
                names::ScopeKind::Function | names::ScopeKind::Nested => {
                    f.kind == FunctionKind::Named && f.span == scope.span
                }
                names::ScopeKind::Anonymous => {
                    matches!(f.kind, FunctionKind::Anonymous { .. }) && f.span == scope.span
                }
            }
        })
    }
}

/// Parses, lowers and analyses `text` as the file at `path` (the file's
/// folder is searched first for the functions it calls, as `matc run` does).
pub fn analyze(path: &Path, text: &str) -> FileAnalysis {
    analyze_again(path, text, &mut Cache::default())
}

/// What one analysis of a file keeps for the next, after an edit: the MIR
/// of each function (see [`mir::lower_memo`]) and the types analysis of each
/// function in each context (see [`analysis::types::Memo`]). Results never
/// depend on it: [`analyze_again`] answers exactly as [`analyze`] does,
/// faster when little changed.
#[derive(Default)]
pub struct Cache {
    lowered: mir::LowerMemo,
    memo: analysis::types::Memo,
}

impl Cache {
    /// Function analyses reused and solved by the last [`analyze_again`].
    pub fn counts(&self) -> (usize, usize) {
        (self.memo.reused, self.memo.solved)
    }

    /// Function lowerings reused and made by the last [`analyze_again`].
    pub fn lowerings(&self) -> (usize, usize) {
        (self.lowered.reused, self.lowered.lowered)
    }
}

/// As [`analyze`], reusing what `cache` kept of the last analysis (of this
/// file or another) and keeping this one's.
pub fn analyze_again(path: &Path, text: &str, cache: &mut Cache) -> FileAnalysis {
    let parsed = syntax::parse(text);
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let names = Names::of(&parsed.file, &stem, text.len() as u32);
    let (compiled, lower_errors) = if parsed.file.classdef.is_some() {
        (None, Vec::new())
    } else {
        let runnable = blank_errors(text, &parsed);
        // A bug in lowering or analysis must not take the editor's server down.
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            compile(path, &runnable, cache)
        }))
        .unwrap_or_else(|_| {
            *cache = Cache::default();
            (None, Vec::new())
        })
    };
    FileAnalysis {
        path: path.to_path_buf(),
        lines: LineIndex::new(text),
        text: text.to_string(),
        parsed,
        names,
        compiled,
        lower_errors,
    }
}

/// The text with every line that holds a parse error blanked (spaces, so
/// that offsets stay), repeated while blanking uncovers new errors: what
/// parses of a file being typed still lowers and shows its facts.
fn blank_errors(text: &str, parsed: &syntax::Parsed) -> String {
    let mut out = text.to_string();
    let mut errors: Vec<Span> = parsed.errors.iter().map(|e| e.span).collect();
    for _ in 0..4 {
        if errors.is_empty() {
            break;
        }
        let mut bytes = out.into_bytes();
        for sp in &errors {
            let lo = (sp.lo as usize).min(bytes.len());
            let start = bytes[..lo]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |i| i + 1);
            let end = bytes[lo..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(bytes.len(), |i| lo + i);
            for b in &mut bytes[start..end] {
                // Keep the bytes of multi-byte characters valid: blank every byte.
                *b = b' ';
            }
        }
        out = String::from_utf8(bytes).unwrap_or_default();
        errors = syntax::parse(&out).errors.iter().map(|e| e.span).collect();
    }
    out
}

fn compile(path: &Path, text: &str, cache: &mut Cache) -> (Option<Compiled>, Vec<LowerError>) {
    let memo = &mut cache.memo;
    memo.begin();
    let mut loader = mir::Loader::new(Box::new(exec::interp::is_builtin_name));
    cache.lowered.begin();
    loader.memo = Some(std::mem::take(&mut cache.lowered));
    let mut prog = Program::default();
    let errors = match loader.load_text(&mut prog, path, text) {
        Ok(_) => Vec::new(),
        Err(e) => e,
    };
    cache.lowered = loader.memo.take().unwrap_or_default();
    memo.known_fingerprints(std::mem::take(&mut cache.lowered.fingerprints));
    let Some(file) = prog
        .files
        .iter()
        .position(|f| f.path == path)
        .map(|i| FileId(i as u32))
    else {
        return (None, errors);
    };
    if prog.entry.is_none() {
        return (None, errors);
    }
    let mut facts = Vec::new();
    let all: Vec<FuncId> = (0..prog.functions.len() as u32).map(FuncId).collect();
    let first = analysis::types::analyze_memo(&prog, memo);
    let missed: Vec<FuncId> = all
        .iter()
        .copied()
        .filter(|&id| {
            let f = prog.func(id);
            f.file == file
                && f.kind == FunctionKind::Named
                && !f.blocks.is_empty()
                && first.func(id).is_none()
        })
        .collect();
    facts.push((first, all.clone()));
    let entry = prog.entry;
    for id in missed {
        if facts.iter().any(|(t, _)| t.func(id).is_some()) {
            continue;
        }
        prog.entry = Some(id);
        facts.push((analysis::types::analyze_memo(&prog, memo), all.clone()));
    }
    prog.entry = entry;
    (Some(Compiled { prog, file, facts }), errors)
}

impl FileAnalysis {
    /// The text of a span.
    pub fn slice(&self, span: Span) -> &str {
        self.text
            .get(span.lo as usize..span.hi as usize)
            .unwrap_or_default()
    }
}

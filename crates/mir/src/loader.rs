//! Finding, parsing and lowering the files of a program, on demand.
//!
//! The interpreter keeps one [`Loader`] beside its [`Program`] and asks it for
//! more functions at run time (`feval('name')`, `str2func`, a callee left
//! `Unresolved`, the code of an `eval`).

use std::collections::HashMap;
use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::sync::Arc as Rc;

use syntax::ast::{self, Span};

use crate::classes::ClassMeta;
use crate::ir::{FileId, FuncId, Function, FunctionKind, Program, SourceFile};
use crate::library::{self, Library};
use crate::lower::{self, Asked, PathItem, Pending, PendingDef};

pub use crate::error::{line_col, LowerError};

/// Which names are builtins of the runtime (mir stays independent of it).
pub trait BuiltinSet: Send + Sync {
    fn is_builtin(&self, name: &str) -> bool;
}

impl<F: Fn(&str) -> bool + Send + Sync> BuiltinSet for F {
    fn is_builtin(&self, name: &str) -> bool {
        self(name)
    }
}

pub(crate) struct FileInfo {
    pub ast: Rc<ast::File>,
    /// Functions of the file by name (primary, local and nested ones).
    pub locals: HashMap<String, FuncId>,
}

/// One function's lowering, kept for the next version of its file.
pub struct Lowered {
    asked: Vec<Asked>,
    /// The function, then the anonymous functions it made (in the order
    /// of their `Asked::Alloc`), each with its fingerprint.
    functions: Vec<(Function, u64)>,
    /// Where the function started in its file.
    base: u32,
}

/// Lowerings kept across versions of a file (see [`crate::lower_memo`]).
pub type LowerMemo = crate::lower_memo::Memo<Lowered>;

/// Lowers files to MIR and keeps what it needs to lower more later.
pub struct Loader {
    pub(crate) builtins: Box<dyn BuiltinSet>,
    /// Folders searched for `name.m`, in order (the entry file's folder first).
    search: Vec<PathBuf>,
    /// The search path before the program first changed it (`pathdef`).
    started: Option<Vec<PathBuf>>,
    /// The entry file's folder, which is on the path as Octave's `.` is.
    entry_dir: Option<PathBuf>,
    pub(crate) files: Vec<FileInfo>,
    by_path: HashMap<PathBuf, FileId>,
    path_cache: HashMap<String, Option<PathItem>>,
    pub(crate) pending: Vec<Pending>,
    /// Variables a nested function shares with its parent (and the parent
    /// with it): (name, name of the global slot that carries it).
    pub(crate) shared: HashMap<FuncId, Vec<(String, String)>>,
    /// Files that could not be read or parsed, with their errors.
    failed: HashMap<PathBuf, Vec<LowerError>>,
    /// The classdef classes loaded so far, by name.
    pub classes: HashMap<String, ClassMeta>,
    /// The MATLAB library, searched after the folders of `search`.
    pub library: &'static Library,
    /// Functions of `private/` folders by path (`None`: no such file).
    private_cache: HashMap<PathBuf, Option<FuncId>>,
    /// Run SSA construction after lowering (default true).
    pub ssa: bool,
    /// Run the cleanup passes after SSA construction (default true).
    pub optimize: bool,
    /// Source files read from memory before the disk (a built executable
    /// carries its program's `.m` files), by the path the loader forms.
    pub overlay: Option<std::sync::Arc<HashMap<PathBuf, Vec<u8>>>>,
    /// Lowerings of the last version of the program, reused where their
    /// text and answers are the same (an editor sets it; see [`crate::lower_memo`]).
    pub memo: Option<LowerMemo>,
    /// The questions asked while a function is lowered for the memo.
    pub(crate) asked: Option<Vec<Asked>>,
    /// Ids a replayed lowering gave its anonymous functions, handed out
    /// again in order when the function is lowered after all.
    pub(crate) reserved: std::collections::VecDeque<FuncId>,
}

impl Loader {
    pub fn new(builtins: Box<dyn BuiltinSet>) -> Loader {
        Loader {
            builtins,
            search: Vec::new(),
            started: None,
            entry_dir: None,
            files: Vec::new(),
            by_path: HashMap::new(),
            path_cache: HashMap::new(),
            pending: Vec::new(),
            shared: HashMap::new(),
            failed: HashMap::new(),
            classes: HashMap::new(),
            library: library::current(),
            private_cache: HashMap::new(),
            ssa: true,
            optimize: true,
            overlay: None,
            memo: None,
            asked: None,
            reserved: Default::default(),
        }
    }

    /// Whether `p` names a source file (in the overlay or on disk).
    fn is_source(&self, p: &Path) -> bool {
        self.overlay.as_ref().is_some_and(|o| o.contains_key(p)) || p.is_file()
    }

    /// The folders searched for `name.m`, in order.
    pub fn search_path(&self) -> &[PathBuf] {
        &self.search
    }

    /// The search path the program started with, without the entry
    /// file's folder, as Octave's `pathdef` leaves out `.`.
    pub fn default_path(&self) -> Vec<PathBuf> {
        let started = self.started.as_deref().unwrap_or(&self.search);
        started
            .iter()
            .filter(|d| Some(*d) != self.entry_dir.as_ref())
            .cloned()
            .collect()
    }

    /// Puts the search path back as the program started with it
    /// (`restoredefaultpath`).
    pub fn restore_default_path(&mut self) {
        if let Some(started) = &self.started {
            self.search = started.clone();
        }
        self.path_cache.clear();
    }

    /// Forgets where names were found and which were not (`rehash`), so a
    /// file made since is seen; functions already loaded stay loaded.
    pub fn rehash(&mut self) {
        self.path_cache.clear();
        self.private_cache.retain(|_, f| f.is_some());
    }

    /// Keeps the search path as it was before its first change.
    fn note_start(&mut self) {
        if self.started.is_none() {
            self.started = Some(self.search.clone());
        }
    }

    /// Puts a folder first on the search path (`addpath`'s default), moving it
    /// there if it is already on it.
    pub fn add_path_front(&mut self, dir: &Path) {
        self.note_start();
        self.search.retain(|d| d != dir);
        self.search.insert(0, dir.to_path_buf());
        // The new folder may shadow or supply any name.
        self.path_cache.clear();
    }

    /// Takes a folder off the search path (`rmpath`); false when it was not on it.
    pub fn remove_path(&mut self, dir: &Path) -> bool {
        self.note_start();
        let before = self.search.len();
        self.search.retain(|d| d != dir);
        self.path_cache.clear();
        self.search.len() != before
    }

    /// Appends a folder to the search path (`addpath`); later lookups see it.
    pub fn add_path(&mut self, dir: &Path) {
        self.note_start();
        let dir = dir.to_path_buf();
        if !self.search.contains(&dir) {
            self.search.push(dir);
            // Names that were not found before may be found now, and names
            // found in the library may now be the new folder's.
            self.path_cache.clear();
        }
    }

    /// The class named `name`, loading its file from the search path if needed.
    pub fn class(&mut self, prog: &mut Program, name: &str) -> Option<&ClassMeta> {
        if !self.classes.contains_key(name) {
            let _ = self.resolve_function(prog, name);
        }
        self.classes.get(name)
    }

    /// Whether function `f` is a class's constructor (so `Cls.name` is a static method).
    pub fn is_class(&self, prog: &Program, f: FuncId) -> bool {
        let name = &prog.func(f).name;
        self.classes
            .get(name.as_str())
            .is_some_and(|c| c.constructor == f)
    }

    /// Reads the entry file, lowers it and every function reachable from it,
    /// and sets `prog.entry`. The entry file's folder goes first on the path.
    pub fn load_entry(
        &mut self,
        prog: &mut Program,
        path: &Path,
    ) -> Result<FuncId, Vec<LowerError>> {
        self.add_entry_dir(path);
        let file = self.load_file(prog, path)?;
        self.finish_entry(prog, file, path)
    }

    /// As [`Loader::load_entry`], for source text that is not (or not yet) on disk.
    pub fn load_text(
        &mut self,
        prog: &mut Program,
        path: &Path,
        text: &str,
    ) -> Result<FuncId, Vec<LowerError>> {
        self.add_entry_dir(path);
        let file = self.add_source(prog, path.to_path_buf(), text.to_string())?;
        self.finish_entry(prog, file, path)
    }

    fn add_entry_dir(&mut self, path: &Path) {
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        let dir = if dir.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            dir
        };
        self.entry_dir.get_or_insert_with(|| dir.clone());
        if !self.search.contains(&dir) {
            self.search.insert(0, dir);
            self.path_cache.clear();
        }
    }

    fn finish_entry(
        &mut self,
        prog: &mut Program,
        file: FileId,
        path: &Path,
    ) -> Result<FuncId, Vec<LowerError>> {
        let entry = match self.files[file.index()].ast.kind {
            ast::FileKind::Script => {
                let id = self.alloc(
                    prog,
                    file,
                    script_name(path),
                    FunctionKind::Script,
                    Span::default(),
                );
                self.pending.push(Pending {
                    id,
                    file,
                    def: PendingDef::Script,
                });
                id
            }
            _ => {
                let ast = self.files[file.index()].ast.clone();
                match ast.functions.first() {
                    Some(f) => self.files[file.index()].locals[f.name.name.as_str()],
                    None => {
                        return Err(vec![crate::error::error_at(
                            prog,
                            file,
                            Span::default(),
                            "file defines no function",
                        )])
                    }
                }
            }
        };
        prog.entry = Some(entry);
        self.drain(prog)?;
        Ok(entry)
    }

    /// The function `name` on the search path (for `feval`, `str2func` and
    /// callees unresolved at lowering time), lowering its file if needed.
    /// `Ok(None)` when no such function file exists (a script is not a function).
    pub fn resolve_function(
        &mut self,
        prog: &mut Program,
        name: &str,
    ) -> Result<Option<FuncId>, Vec<LowerError>> {
        let found = match self.lookup_path(prog, name) {
            Ok(Some(PathItem::Func(id))) => Some(id),
            Ok(_) => None,
            Err(e) => return Err(vec![e]),
        };
        self.drain(prog)?;
        Ok(found)
    }

    /// The local functions of function file `file` (its functions after
    /// the primary one, nested ones left out), in file order, lowered so
    /// they can be called. None for a script, as in Octave.
    pub fn local_functions(&mut self, prog: &mut Program, file: FileId) -> Vec<(String, FuncId)> {
        let Some(info) = self.files.get(file.index()) else {
            return Vec::new();
        };
        if info.ast.kind != ast::FileKind::Function {
            return Vec::new();
        }
        let found = info.ast.functions[1..]
            .iter()
            .filter_map(|f| {
                let name = f.name.name.to_string();
                info.locals.get(&name).map(|&id| (name, id))
            })
            .collect();
        let _ = self.drain(prog);
        found
    }

    /// The file that defines `name` on the search path (a function or a
    /// script file; `<eval>` for a function typed at the prompt), with
    /// whether it is a script.
    pub fn find_file(&mut self, prog: &mut Program, name: &str) -> Option<(FileId, bool)> {
        let found = match self.lookup_path(prog, name) {
            Ok(Some(PathItem::Func(id))) => Some((prog.func(id).file, false)),
            Ok(Some(PathItem::Script(file))) => Some((file, true)),
            _ => None,
        };
        // Registered functions are lowered before they can be called.
        let _ = self.drain(prog);
        found
    }

    /// Lowers `code` (the text of `matc eval 'CODE'`) as a script program.
    pub fn load_snippet(
        &mut self,
        prog: &mut Program,
        code: &str,
    ) -> Result<FuncId, Vec<LowerError>> {
        if self.search.is_empty() {
            self.search.push(PathBuf::from("."));
        }
        let file = self.add_source(prog, PathBuf::from("<eval>"), code.to_string())?;
        let id = self.alloc(
            prog,
            file,
            "__eval__".into(),
            FunctionKind::Script,
            Span::default(),
        );
        self.pending.push(Pending {
            id,
            file,
            def: PendingDef::Script,
        });
        prog.entry = Some(id);
        self.drain(prog)?;
        Ok(id)
    }

    /// Lowers the code of an `eval` run inside the dynamic-workspace function
    /// `host`: the result (kind `Eval { host }`) reads and writes the host
    /// frame's slots. New variable names are appended to the host's `vars`.
    pub fn lower_eval(
        &mut self,
        prog: &mut Program,
        host: FuncId,
        code: &str,
    ) -> Result<FuncId, Vec<LowerError>> {
        let file = self.add_source(prog, PathBuf::from("<eval>"), code.to_string())?;
        // Functions the code defines (typed at the prompt, or in an `eval`)
        // are found by name from now on, before the files of the path.
        let ast = self.files[file.index()].ast.clone();
        for f in &ast.functions {
            let name = f.name.name.to_string();
            let id = self.files[file.index()].locals[name.as_str()];
            self.path_cache.insert(name, Some(PathItem::Func(id)));
        }
        let res = lower::lower_eval(self, prog, host, file);
        self.drain(prog)?;
        res
    }

    /// Lowers every function registered but not yet lowered, on a large
    /// stack: lowering recurses on expression depth, and real files nest
    /// expressions thousands deep. The interpreter's thread has one, so
    /// lowering runs there; elsewhere `stacker` switches this thread to a
    /// fresh stack. A thread of its own cost each run a spawn and the first
    /// touch of its stack's pages.
    fn drain(&mut self, prog: &mut Program) -> Result<(), Vec<LowerError>> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let lower = AssertUnwindSafe(|| {
            stacker::maybe_grow(LOWERING_STACK / 2, LOWERING_STACK, || self.drain_here(prog))
        });
        std::panic::catch_unwind(lower).unwrap_or_else(|_| {
            Err(vec![LowerError {
                path: PathBuf::new(),
                span: Span::default(),
                line: 0,
                col: 0,
                message: "internal error: lowering panicked".into(),
            }])
        })
    }

    fn drain_here(&mut self, prog: &mut Program) -> Result<(), Vec<LowerError>> {
        let mut errors = Vec::new();
        while let Some(p) = self.pending.pop() {
            if let Err(mut e) = self.lower_memoized(prog, p) {
                errors.append(&mut e);
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }

    fn load_file(&mut self, prog: &mut Program, path: &Path) -> Result<FileId, Vec<LowerError>> {
        if let Some(&id) = self.by_path.get(path) {
            return Ok(id);
        }
        // A file that failed once fails the same way: do not parse it again.
        if let Some(errors) = self.failed.get(path) {
            return Err(errors.clone());
        }
        let text = match self.library.text(path) {
            Some(text) => text.to_string(),
            None => {
                // A built executable's sources, carried in memory.
                let carried = self.overlay.as_ref().and_then(|o| o.get(path).cloned());
                let bytes = carried
                    .map(Ok)
                    .unwrap_or_else(|| std::fs::read(path))
                    .map_err(|e| {
                        vec![LowerError {
                            path: path.to_path_buf(),
                            span: Span::default(),
                            line: 0,
                            col: 0,
                            message: format!("cannot read file: {e}"),
                        }]
                    })?;
                syntax::decode_for_run(&bytes)
            }
        };
        let r = self.add_source(prog, path.to_path_buf(), text);
        if let Err(e) = &r {
            if !self.by_path.contains_key(path) {
                self.failed.insert(path.to_path_buf(), e.clone());
            }
        }
        r
    }

    /// Parses `text`, registers the file and its functions (to be lowered).
    fn add_source(
        &mut self,
        prog: &mut Program,
        path: PathBuf,
        text: String,
    ) -> Result<FileId, Vec<LowerError>> {
        let parsed = syntax::parse(&text);
        // `self.files` is indexed by `FileId` like `prog.files`: keep them aligned
        // (a file that fails to parse still takes its id, with an empty tree).
        let empty = || FileInfo {
            ast: Rc::new(ast::File {
                kind: ast::FileKind::Script,
                body: Vec::new(),
                functions: Vec::new(),
                classdef: None,
            }),
            locals: HashMap::new(),
        };
        while self.files.len() < prog.files.len() {
            self.files.push(empty());
        }
        let id = FileId(prog.files.len() as u32);
        prog.files.push(SourceFile {
            path: path.clone(),
            text,
        });
        if !parsed.errors.is_empty() {
            self.files.push(empty());
            let text = &prog.files[id.index()].text;
            return Err(parsed
                .errors
                .iter()
                .map(|e| {
                    let (line, col) = line_col(text, e.span.lo);
                    LowerError {
                        path: path.clone(),
                        span: e.span,
                        line,
                        col,
                        message: format!("parse error: {}", e.message),
                    }
                })
                .collect());
        }
        for w in &parsed.warnings {
            let (line, _) = line_col(&prog.files[id.index()].text, w.span.lo);
            let full = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
            prog.parse_warnings.push(format!(
                "{}; near line {line} of file '{}'",
                w.message,
                full.display()
            ));
        }
        let ast = Rc::new(parsed.file);
        self.by_path.insert(path.clone(), id);
        self.files.truncate(id.index());
        self.files.push(FileInfo {
            ast: ast.clone(),
            locals: HashMap::new(),
        });
        if let Some(cd) = &ast.classdef {
            let info = &mut self.files[id.index()];
            let meta =
                crate::classes::register_class(prog, id, cd, &mut info.locals, &mut self.pending);
            self.classes.insert(meta.name.clone(), meta);
            return Ok(id);
        }
        let mut all = Vec::new();
        fn collect(f: &ast::Function, out: &mut Vec<Rc<ast::Function>>) {
            out.push(Rc::new(f.clone()));
            for n in &f.nested {
                collect(n, out);
            }
        }
        for f in &ast.functions {
            collect(f, &mut all);
        }
        for f in all {
            let name = f.name.name.to_string();
            if self.files[id.index()].locals.contains_key(&name) {
                continue; // a duplicate definition: the first one wins, as in Octave
            }
            let fid = self.alloc(prog, id, name.clone(), FunctionKind::Named, f.span);
            self.files[id.index()].locals.insert(name, fid);
            self.pending.push(Pending {
                id: fid,
                file: id,
                def: PendingDef::Named(f),
            });
        }
        for f in &ast.functions {
            self.share_nested(id, f, &[]);
        }
        Ok(id)
    }

    /// Nested functions see their parent's variables. We carry each shared
    /// variable in a global slot named `parent/name`, declared by the parent
    /// and by the nested functions: the same storage for both, as long as the
    /// parent is not active twice at once (recursion) — then they share it.
    fn share_nested(&mut self, file: FileId, p: &ast::Function, inherited: &[(String, String)]) {
        let names = |f: &ast::Function| -> (Vec<String>, Vec<String>) {
            let params = f
                .params
                .iter()
                .filter_map(|x| {
                    if let ast::Param::Name(i) = x {
                        Some(i.name.to_string())
                    } else {
                        None
                    }
                })
                .collect();
            (
                params,
                f.outputs.iter().map(|o| o.name.to_string()).collect(),
            )
        };
        let Some(&pid) = self.files[file.index()].locals.get(p.name.name.as_str()) else {
            return;
        };
        let (pp, po) = names(p);
        let p_assigned: std::collections::HashSet<String> =
            lower::assigned_names(&pp, &po, &p.body)
                .into_iter()
                .collect();
        let mut p_uses = std::collections::HashSet::new();
        lower::uses_of_stmts(&p.body, &mut p_uses);
        p_uses.extend(pp.iter().chain(&po).cloned());
        let mut p_shared: Vec<(String, String)> = inherited.to_vec();
        for c in &p.nested {
            let (cp, co) = names(c);
            let mut c_uses = std::collections::HashSet::new();
            lower::uses_of_stmts(&c.body, &mut c_uses);
            let c_assigned: Vec<String> = lower::assigned_names(&[], &[], &c.body);
            let own = |n: &String| cp.contains(n) || co.contains(n);
            let mut shared: Vec<String> = c_uses
                .iter()
                .filter(|n| {
                    !own(n)
                        && p_uses.contains(*n)
                        && (p_assigned.contains(*n) || c_assigned.contains(n))
                })
                .cloned()
                .collect();
            shared.sort();
            let mut c_shared = Vec::new();
            for n in shared {
                let slot = match p_shared.iter().find(|(x, _)| *x == n) {
                    Some((_, slot)) => slot.clone(),
                    None => {
                        let slot = format!("{}/{}", p.name.name, n);
                        p_shared.push((n.clone(), slot.clone()));
                        slot
                    }
                };
                c_shared.push((n, slot));
            }
            self.share_nested(file, c, &c_shared);
        }
        if !p_shared.is_empty() {
            let entry = self.shared.entry(pid).or_default();
            for s in p_shared {
                if !entry.contains(&s) {
                    entry.push(s);
                }
            }
        }
    }

    fn alloc(
        &mut self,
        prog: &mut Program,
        file: FileId,
        name: String,
        kind: FunctionKind,
        span: Span,
    ) -> FuncId {
        let id = FuncId(prog.functions.len() as u32);
        prog.functions.push(Function::empty(name, kind, file, span));
        id
    }

    /// Finds `name.m` on the search path, registering (not yet lowering) its file.
    pub(crate) fn lookup_path(
        &mut self,
        prog: &mut Program,
        name: &str,
    ) -> Result<Option<PathItem>, LowerError> {
        // What answering asks is part of this answer.
        let asked = self.asked.take();
        let r = self.find_on_path(prog, name);
        self.asked = asked;
        self.note(|| Asked::Path(name.to_string(), r.clone()));
        r
    }

    /// Records a question of the lowering under way, for the memo.
    pub(crate) fn note(&mut self, asked: impl FnOnce() -> Asked) {
        if let Some(a) = &mut self.asked {
            a.push(asked());
        }
    }

    fn find_on_path(
        &mut self,
        prog: &mut Program,
        name: &str,
    ) -> Result<Option<PathItem>, LowerError> {
        if let Some(r) = self.path_cache.get(name) {
            return Ok(*r);
        }
        let parts: Vec<&str> = name.split('.').collect();
        if !parts.iter().all(|p| is_identifier(p)) {
            return Ok(None);
        }
        let (packages, leaf) = parts.split_at(parts.len() - 1);
        let mut found = None;
        for dir in self.search.clone() {
            // `pkg.sub.f` is `+pkg/+sub/f.m`.
            let dir = packages.iter().fold(dir, |d, p| d.join(format!("+{p}")));
            let name = leaf[0];
            let mut p = dir.join(format!("{name}.m"));
            if !self.is_source(&p) {
                // A class folder: `@name/name.m`.
                p = dir.join(format!("@{name}")).join(format!("{name}.m"));
            }
            if self.is_source(&p) {
                found = self.path_item(prog, &p)?;
                break;
            }
        }
        // The library comes after the user's folders, as Octave's own m-files do.
        if found.is_none() && packages.is_empty() {
            if let Some((p, _)) = self.library.function(leaf[0]) {
                found = self.path_item(prog, &p)?;
            }
        }
        self.path_cache.insert(name.to_string(), found);
        Ok(found)
    }
}

impl Loader {
    /// What the file at `path` holds for a caller: its function (a
    /// classdef's constructor) or, for a script, the script.
    fn path_item(&mut self, prog: &mut Program, p: &Path) -> Result<Option<PathItem>, LowerError> {
        let file = match self.load_file(prog, p) {
            Ok(f) => f,
            Err(mut e) => return Err(e.remove(0)),
        };
        let info = &self.files[file.index()];
        Ok(match info.ast.kind {
            ast::FileKind::Script => Some(PathItem::Script(file)),
            _ if info.ast.classdef.is_some() => info
                .ast
                .classdef
                .as_ref()
                .and_then(|cd| info.locals.get(cd.name.name.as_str()))
                .map(|&f| PathItem::Func(f)),
            _ => info
                .ast
                .functions
                .first()
                .map(|f| PathItem::Func(info.locals[f.name.name.as_str()])),
        })
    }

    /// `name` in the `private/` folder that the functions of `file` see
    /// (registering its file); Octave looks there before the search path.
    pub(crate) fn lookup_private(
        &mut self,
        prog: &mut Program,
        file: FileId,
        name: &str,
    ) -> Option<FuncId> {
        let asked = self.asked.take();
        let r = self.find_private(prog, file, name);
        self.asked = asked;
        self.note(|| Asked::Private(file, name.to_string(), r));
        r
    }

    fn find_private(&mut self, prog: &mut Program, file: FileId, name: &str) -> Option<FuncId> {
        let from = &prog.files[file.index()].path;
        if !is_identifier(name) || from.as_os_str() == "<eval>" {
            return None;
        }
        let p = library::private_folder(from)?.join(format!("{name}.m"));
        if let Some(&r) = self.private_cache.get(&p) {
            return r;
        }
        let exists = if self.library.contains(&p) {
            self.library.text(&p).is_some()
        } else {
            self.is_source(&p)
        };
        let r = match exists.then(|| self.path_item(prog, &p)) {
            Some(Ok(Some(PathItem::Func(f)))) => Some(f),
            _ => None,
        };
        self.private_cache.insert(p, r);
        r
    }

    /// The function of `@class/name.m` in the first folder of the search path that has one:
    /// a method of the old-style class `class`.
    pub fn class_folder_method(
        &mut self,
        prog: &mut Program,
        class: &str,
        name: &str,
    ) -> Option<FuncId> {
        if !is_identifier(class) || !is_identifier(name) {
            return None;
        }
        for dir in self.search.clone() {
            let p = dir.join(format!("@{class}")).join(format!("{name}.m"));
            if self.is_source(&p) {
                let file = self.load_file(prog, &p).ok()?;
                let info = &self.files[file.index()];
                let found = info
                    .ast
                    .functions
                    .first()
                    .and_then(|f| info.locals.get(f.name.name.as_str()).copied());
                // Registered functions are lowered before they can be called.
                self.drain(prog).ok()?;
                return found;
            }
        }
        None
    }
}

/// Lowering through the memo (see [`crate::lower_memo`]).
impl Loader {
    /// Lowers `p`, or takes its lowering from the memo when the memo has
    /// one of the same text whose questions get the same answers.
    fn lower_memoized(&mut self, prog: &mut Program, p: Pending) -> Result<(), Vec<LowerError>> {
        let Some(mut memo) = self.memo.take() else {
            return lower::lower_pending(self, prog, p);
        };
        let (key, base) = self.memo_key(prog, &p);
        let (id, file) = (p.id, p.file);
        let kept = memo.lookup(key);
        if let Some(e) = kept.filter(|e| self.replay(prog, id, file, e, base, &mut memo)) {
            memo.keep(key, e);
            memo.reused += 1;
            self.memo = Some(memo);
            return Ok(());
        }
        self.asked = Some(Vec::new());
        let r = lower::lower_pending(self, prog, p);
        let asked = self.asked.take().unwrap_or_default();
        self.reserved.clear();
        // A lowering that reported errors (their lines and columns are the
        // file's) or inlined a script (another file's text) is not kept.
        let inlines = asked
            .iter()
            .any(|a| matches!(a, Asked::Path(_, Ok(Some(PathItem::Script(_))))));
        if r.is_ok() && !inlines {
            let functions = std::iter::once(id)
                .chain(asked.iter().filter_map(|a| match a {
                    Asked::Alloc(f) => Some(*f),
                    _ => None,
                }))
                .map(|f| {
                    let made = &prog.functions[f.index()];
                    let fp = crate::lower_memo::fingerprint(made);
                    memo.fingerprints.insert(f, fp);
                    (made.clone(), fp)
                })
                .collect();
            memo.keep(
                key,
                Rc::new(Lowered {
                    asked,
                    functions,
                    base,
                }),
            );
        }
        memo.lowered += 1;
        self.memo = Some(memo);
        r
    }

    /// What a lowering of `p` is determined by besides the loader's
    /// answers, hashed, and where `p` starts in its file.
    fn memo_key(&self, prog: &Program, p: &Pending) -> (u64, u32) {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        let sf = &prog.files[p.file.index()];
        let ast = &self.files[p.file.index()].ast;
        let base = match &p.def {
            PendingDef::Named(def) => {
                let (lo, hi) = (def.span.lo as usize, def.span.hi as usize);
                sf.text.get(lo..hi).hash(&mut h);
                def.has_end.hash(&mut h);
                def.span.lo
            }
            PendingDef::Script => {
                sf.text.hash(&mut h);
                0
            }
        };
        (p.id, p.file, &sf.path, self.shared.get(&p.id)).hash(&mut h);
        std::mem::discriminant(&ast.kind).hash(&mut h);
        (self.ssa, self.optimize).hash(&mut h);
        (h.finish(), base)
    }

    /// Asks the questions of the kept lowering `e` again, in order; when
    /// every answer is the same, puts its functions in `prog` (moved to
    /// `base`) and returns true.
    fn replay(
        &mut self,
        prog: &mut Program,
        id: FuncId,
        file: FileId,
        e: &Lowered,
        base: u32,
        memo: &mut LowerMemo,
    ) -> bool {
        let mut made = vec![id];
        let same = e.asked.iter().all(|a| match a {
            Asked::Path(name, r) => self.lookup_path(prog, name) == *r,
            Asked::Private(f, name, r) => self.lookup_private(prog, *f, name) == *r,
            Asked::Local(name, r) => lower::local_func_in(self, &[file], name) == *r,
            Asked::ReachesCaller(name, r) => {
                lower::reaches_caller_in(self, prog, &[file], name) == *r
            }
            Asked::IsClass(f, r) => self.is_class(prog, *f) == *r,
            Asked::Alloc(f) => {
                let next = f.index() == prog.functions.len();
                if next {
                    // Lowering after all takes this id again (`reserved`).
                    prog.functions.push(Function::empty(
                        String::new(),
                        FunctionKind::Named,
                        file,
                        Span::default(),
                    ));
                    self.reserved.push_back(*f);
                    made.push(*f);
                }
                next
            }
        });
        if !same {
            return false;
        }
        self.reserved.clear();
        let delta = base as i64 - e.base as i64;
        for (f, (kept, fp)) in made.into_iter().zip(&e.functions) {
            let mut kept = kept.clone();
            crate::lower_memo::move_spans(&mut kept, delta);
            prog.functions[f.index()] = kept;
            memo.fingerprints.insert(f, *fp);
        }
        true
    }
}

/// The stack lowering runs on (address space only; pages are touched on
/// use); it runs on the current stack while half of this is left.
const LOWERING_STACK: usize = 1 << 30;

/// Lowers the program whose entry is the file `entry`.
pub fn lower_program(
    entry: &Path,
    builtins: Box<dyn BuiltinSet>,
) -> Result<Program, Vec<LowerError>> {
    let mut loader = Loader::new(builtins);
    let mut prog = Program::default();
    loader.load_entry(&mut prog, entry)?;
    Ok(prog)
}

fn script_name(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "script".into())
}

/// A name a file may define: Octave's identifiers, which may start with
/// `_` (its internal functions are named `__name__`).
pub(crate) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

impl Function {
    /// A function with no blocks yet (filled in by lowering).
    pub fn empty(name: String, kind: FunctionKind, file: FileId, span: Span) -> Function {
        Function {
            name,
            kind,
            file,
            span,
            param_names: Vec::new(),
            output_names: Vec::new(),
            has_varargin: false,
            has_varargout: false,
            dynamic_workspace: false,
            vars: Vec::new(),
            entry: crate::ir::BlockId(0),
            blocks: Vec::new(),
            insts: Vec::new(),
            num_values: 0,
            value_names: Vec::new(),
            is_ssa: false,
        }
    }
}

/// The loader answers lowering's questions about names.
impl lower::Resolver for Loader {
    fn is_builtin(&self, name: &str) -> bool {
        self.builtins.is_builtin(name)
    }

    fn file_ast(&self, file: FileId) -> Rc<ast::File> {
        self.files[file.index()].ast.clone()
    }

    fn file_local(&self, file: FileId, name: &str) -> Option<FuncId> {
        self.files[file.index()].locals.get(name).copied()
    }

    fn shared_with(&self, f: FuncId) -> Vec<(String, String)> {
        self.shared.get(&f).cloned().unwrap_or_default()
    }

    fn lookup_path(
        &mut self,
        prog: &mut Program,
        name: &str,
    ) -> Result<Option<PathItem>, LowerError> {
        Loader::lookup_path(self, prog, name)
    }

    fn lookup_private(&mut self, prog: &mut Program, file: FileId, name: &str) -> Option<FuncId> {
        Loader::lookup_private(self, prog, file, name)
    }

    fn is_class(&self, prog: &Program, f: FuncId) -> bool {
        Loader::is_class(self, prog, f)
    }

    fn ssa(&self) -> bool {
        self.ssa
    }

    fn optimize(&self) -> bool {
        self.optimize
    }

    fn note(&mut self, asked: &dyn Fn() -> Asked) {
        Loader::note(self, asked)
    }

    fn reserved_id(&mut self) -> Option<FuncId> {
        self.reserved.pop_front()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Callee, InstKind};

    /// A fresh folder with the given files.
    fn folder(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("mir-loader-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for (f, text) in files {
            let path = dir.join(f);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        dir
    }

    #[test]
    fn package_functions_resolve_by_full_name_and_by_import() {
        let dir = folder(
            "packages",
            &[
                (
                    "main.m",
                    "a = geom.area(1);
b = geom.units.cm(2);
import geom.*
c = area(3);
",
                ),
                (
                    "+geom/area.m",
                    "function a = area(r)
a = r;
end
",
                ),
                (
                    "+geom/+units/cm.m",
                    "function m = cm(x)
m = x;
end
",
                ),
            ],
        );
        let mut loader = Loader::new(Box::new(|_: &str| false));
        let mut prog = Program::default();
        let entry = loader.load_entry(&mut prog, &dir.join("main.m")).unwrap();
        let c = calls(&prog, entry);
        let func = |name: &str| {
            let k = prog.functions.iter().position(|f| f.name == name).unwrap();
            Callee::Func(FuncId(k as u32))
        };
        assert_eq!(c, vec![func("area"), func("cm"), func("area")]);
    }

    fn calls(prog: &Program, f: FuncId) -> Vec<Callee> {
        let f = prog.func(f);
        f.blocks
            .iter()
            .flat_map(|b| &b.insts)
            .filter_map(|&i| match &f.inst(i).kind {
                InstKind::Call { callee, .. } => Some(callee.clone()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn path_functions_scripts_and_builtins_resolve() {
        let dir = folder(
            "resolve",
            &[
                ("main.m", "setup\ny = helper(x);\ndisp(y);\nnosuch(1);\n"),
                ("setup.m", "x = 2;\n"),
                ("helper.m", "function r = helper(a)\nr = twice(a);\nend\nfunction t = twice(a)\nt = 2 * a;\nend\n"),
            ],
        );
        let mut loader = Loader::new(Box::new(|n: &str| n == "disp"));
        let mut prog = Program::default();
        let entry = loader.load_entry(&mut prog, &dir.join("main.m")).unwrap();
        let names: Vec<&str> = prog.functions.iter().map(|f| f.name.as_str()).collect();
        assert!(
            names.contains(&"helper") && names.contains(&"twice"),
            "{names:?}"
        );
        let c = calls(&prog, entry);
        let helper = FuncId(names.iter().position(|n| *n == "helper").unwrap() as u32);
        assert!(c.contains(&Callee::Func(helper)));
        assert!(c.contains(&Callee::Builtin("disp".into())));
        assert!(c.contains(&Callee::Unresolved("nosuch".into())));
        // The script was inlined: `x` is a variable of main, not a call.
        assert!(!c
            .iter()
            .any(|c| matches!(c, Callee::Unresolved(n) if n == "setup" || n == "x")));
        // Found later at run time (feval), once the folder is on the path.
        let extra = folder(
            "resolve-extra",
            &[("nosuch.m", "function nosuch(v)\nend\n")],
        );
        assert_eq!(loader.resolve_function(&mut prog, "nosuch").unwrap(), None);
        loader.add_path(&extra);
        assert!(loader
            .resolve_function(&mut prog, "nosuch")
            .unwrap()
            .is_some());
    }

    #[test]
    fn private_folders_serve_their_parent_folder_only() {
        let dir = folder(
            "private",
            &[
                ("main.m", "y = pub(1);\nz = secret(2);\n"),
                ("pub.m", "function r = pub(a)\nr = secret(a) + h(a);\nend\nfunction v = h(a)\nv = a;\nend\n"),
                ("private/secret.m", "function r = secret(a)\nr = more(a);\nend\n"),
                ("private/more.m", "function r = more(a)\nr = a;\nend\n"),
            ],
        );
        let mut loader = Loader::new(Box::new(|_: &str| false));
        let mut prog = Program::default();
        let entry = loader.load_entry(&mut prog, &dir.join("main.m")).unwrap();
        let id = |name: &str| {
            let k = prog.functions.iter().position(|f| f.name == name).unwrap();
            Callee::Func(FuncId(k as u32))
        };
        // main.m's folder holds private/: main sees it, as in Octave.
        assert!(calls(&prog, entry).contains(&id("secret")));
        let pubf = prog.functions.iter().position(|f| f.name == "pub").unwrap();
        assert!(calls(&prog, FuncId(pubf as u32)).contains(&id("secret")));
        // A private function sees its siblings.
        let secret = prog
            .functions
            .iter()
            .position(|f| f.name == "secret")
            .unwrap();
        assert!(calls(&prog, FuncId(secret as u32)).contains(&id("more")));
        // The search path does not.
        assert_eq!(loader.resolve_function(&mut prog, "secret").unwrap(), None);
    }

    #[test]
    fn errors_in_called_files_are_located_and_cached() {
        let dir = folder(
            "errors",
            &[
                ("main.m", "y = broken(1);\n"),
                ("broken.m", "function r = broken(a)\nr = (a + ;\nend\n"),
            ],
        );
        let mut loader = Loader::new(Box::new(|_: &str| false));
        let mut prog = Program::default();
        let errs = loader
            .load_entry(&mut prog, &dir.join("main.m"))
            .unwrap_err();
        assert!(
            errs.iter()
                .all(|e| e.path.ends_with("broken.m") && e.line == 2),
            "{errs:?}"
        );
        let files = prog.files.len();
        assert!(loader.resolve_function(&mut prog, "broken").is_err());
        assert_eq!(prog.files.len(), files, "a broken file is not parsed again");
    }

    #[test]
    fn a_classdef_registers_its_constructor_and_methods() {
        let dir = folder(
            "classdef",
            &[(
                "Point.m",
                "classdef Point\n  properties\n    x = 1\n  end\n  methods\n    function r = twice(obj)\n      r = 2 * obj.x;\n    end\n  end\nend\n",
            )],
        );
        let mut loader = Loader::new(Box::new(|_: &str| false));
        let mut prog = Program::default();
        loader.add_path(&dir);
        let ctor = loader.resolve_function(&mut prog, "Point").unwrap();
        let c = loader.class(&mut prog, "Point").expect("class registered");
        assert_eq!(ctor, Some(c.constructor));
        assert_eq!(c.props, vec!["x".to_string()]);
        assert!(c.methods.contains_key("twice"));
    }
}

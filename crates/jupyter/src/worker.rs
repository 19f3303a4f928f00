//! The thread that owns the MATLAB workspace (`exec::session::Session`, which
//! stays on one thread): it runs cells, streams what they print, renders the
//! figures they leave as PNG and SVG, and answers completion and inspection
//! from the live workspace.

use std::io::Write;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};

use base64::Engine as _;
use exec::session::{Outcome, Session};
use serde_json::{json, Value};
use tokio::sync::{mpsc::UnboundedSender, oneshot};

/// What a running cell produces, in order.
#[derive(Debug)]
pub enum Event {
    /// Text on `stdout` or `stderr`.
    Stream { name: &'static str, text: String },
    /// A figure: its MIME bundle.
    Display(Value),
}

/// How a cell ended.
#[derive(Debug, Default)]
pub struct Done {
    /// `(ename, evalue, traceback)` of the error that stopped it.
    pub error: Option<(String, String, Vec<String>)>,
    /// `exit`/`quit` ran.
    pub exit: bool,
}

pub enum Job {
    Execute {
        code: String,
        events: UnboundedSender<Event>,
        done: oneshot::Sender<Done>,
    },
    Complete {
        code: String,
        cursor: usize,
        reply: oneshot::Sender<Value>,
    },
    Inspect {
        code: String,
        cursor: usize,
        reply: oneshot::Sender<Value>,
    },
}

/// Where a cell's output goes: the channel of the cell running now.
type Sink = Arc<Mutex<Option<UnboundedSender<Event>>>>;

/// A stream writer: sends complete UTF-8 text at each line end and flush.
/// For `stderr` the last write is held back until the next one or the end
/// of the cell: when the cell fails it is the error's report, which the
/// notebook shows as the cell's error instead.
struct StreamOut {
    name: &'static str,
    sink: Sink,
    pending: Vec<u8>,
    held: Arc<Mutex<Vec<u8>>>,
}

impl StreamOut {
    fn send(&self, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        if let Some(tx) = self.sink.lock().ok().and_then(|s| s.clone()) {
            let _ = tx.send(Event::Stream {
                name: self.name,
                text: String::from_utf8_lossy(bytes).into_owned(),
            });
        }
    }

    /// Sends what is pending up to its last complete UTF-8 character.
    fn send_pending(&mut self) {
        let cut = match std::str::from_utf8(&self.pending) {
            Ok(_) => self.pending.len(),
            Err(e) if e.error_len().is_none() => e.valid_up_to(),
            Err(_) => self.pending.len(),
        };
        let rest = self.pending.split_off(cut);
        let out = std::mem::replace(&mut self.pending, rest);
        self.send(&out);
    }
}

impl Write for StreamOut {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.name == "stderr" {
            let mut held = self.held.lock().map_err(|_| std::io::ErrorKind::Other)?;
            let previous = std::mem::replace(&mut *held, buf.to_vec());
            drop(held);
            self.send(&previous);
            return Ok(buf.len());
        }
        self.pending.extend_from_slice(buf);
        if buf.contains(&b'\n') {
            self.send_pending();
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.send_pending();
        Ok(())
    }
}

/// Starts the worker thread; jobs go in through the returned sender.
pub fn spawn() -> mpsc::Sender<Job> {
    let (tx, rx) = mpsc::channel::<Job>();
    std::thread::Builder::new()
        .name("matc-session".into())
        // Deep recursion in a cell must not overflow a small thread stack.
        .stack_size(256 << 20)
        .spawn(move || run(rx))
        .expect("start the session thread");
    tx
}

fn run(jobs: mpsc::Receiver<Job>) {
    let sink: Sink = Arc::new(Mutex::new(None));
    let held = Arc::new(Mutex::new(Vec::new()));
    let out = StreamOut {
        name: "stdout",
        sink: sink.clone(),
        pending: Vec::new(),
        held: held.clone(),
    };
    let err = StreamOut {
        name: "stderr",
        sink: sink.clone(),
        pending: Vec::new(),
        held: held.clone(),
    };
    let mut session = Session::new(&exec::Options::default(), Box::new(out), Box::new(err));
    while let Ok(job) = jobs.recv() {
        match job {
            Job::Execute { code, events, done } => {
                *sink.lock().unwrap_or_else(|e| e.into_inner()) = Some(events.clone());
                // A bug in the interpreter ends the cell, not the kernel.
                let outcome =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| session.eval(&code)))
                        .unwrap_or(Outcome::Failed);
                let report = std::mem::take(&mut *held.lock().unwrap_or_else(|e| e.into_inner()));
                let mut result = Done::default();
                match outcome {
                    Outcome::Failed => {
                        let e = session.take_error();
                        let text = String::from_utf8_lossy(&report).into_owned();
                        let (ename, evalue) = match e {
                            Some(e) if !e.identifier.is_empty() => (e.identifier, e.message),
                            Some(e) => ("error".to_string(), e.message),
                            None => ("error".to_string(), text.clone()),
                        };
                        let traceback = text.lines().map(str::to_string).collect();
                        result.error = Some((ename, evalue, traceback));
                    }
                    Outcome::Interrupted => {
                        send_stderr(&events, &report);
                        result.error = Some((
                            "Interrupt".into(),
                            "interrupted".into(),
                            vec!["Interrupted".into()],
                        ));
                    }
                    Outcome::Exit(_) => {
                        send_stderr(&events, &report);
                        result.exit = true;
                    }
                    Outcome::Done => send_stderr(&events, &report),
                }
                for bundle in figures(&mut session) {
                    let _ = events.send(Event::Display(bundle));
                }
                *sink.lock().unwrap_or_else(|e| e.into_inner()) = None;
                let _ = done.send(result);
            }
            Job::Complete {
                code,
                cursor,
                reply,
            } => {
                let _ = reply.send(complete(&session, &code, cursor));
            }
            Job::Inspect {
                code,
                cursor,
                reply,
            } => {
                let _ = reply.send(inspect(&session, &code, cursor));
            }
        }
    }
}

fn send_stderr(events: &UnboundedSender<Event>, bytes: &[u8]) {
    if !bytes.is_empty() {
        let _ = events.send(Event::Stream {
            name: "stderr",
            text: String::from_utf8_lossy(bytes).into_owned(),
        });
    }
}

/// Every open figure as a MIME bundle (PNG and SVG, drawn as `matc run
/// --figures` draws them); the figures are then closed, so the next cell
/// starts without them (as matplotlib's inline backend does).
fn figures(session: &mut Session) -> Vec<Value> {
    let figs = session.figures();
    let mut out = Vec::new();
    for (n, f) in &figs.figs {
        let mut data = serde_json::Map::new();
        data.insert("text/plain".into(), json!(format!("<Figure {n}>")));
        match runtime::graphics::render::png_bytes(f) {
            Ok(png) => {
                data.insert(
                    "image/png".into(),
                    json!(base64::engine::general_purpose::STANDARD.encode(png)),
                );
            }
            Err(e) => {
                data.insert("text/plain".into(), json!(format!("<Figure {n}: {e}>")));
            }
        }
        if let Ok(svg) = runtime::graphics::render::svg_string(f) {
            data.insert("image/svg+xml".into(), json!(svg));
        }
        out.push(Value::Object(data));
    }
    figs.close_all();
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The byte offset of code point `cursor` (the protocol counts code points).
fn byte_offset(code: &str, cursor: usize) -> usize {
    code.char_indices()
        .nth(cursor)
        .map_or(code.len(), |(i, _)| i)
}

/// Completions of the name (or `var.field`) left of the cursor: workspace
/// variables and their fields, builtins, the current folder's functions,
/// keywords.
pub fn complete(session: &Session, code: &str, cursor: usize) -> Value {
    let end = byte_offset(code, cursor);
    let before = &code[..end];
    let start = before
        .rfind(|c: char| !(is_ident(c) || c == '.'))
        .map_or(0, |i| i + 1);
    let word = &before[start..];
    let vars = session.variables();
    let mut matches: Vec<String> = Vec::new();
    let (prefix_start, prefix) = match word.rsplit_once('.') {
        Some((root, leaf)) => {
            let base = vars.iter().find(|(n, _)| n == root).map(|(_, v)| v);
            if let Some(runtime::Value::Struct(s)) = base {
                matches.extend(s.fields.iter().filter(|f| f.starts_with(leaf)).cloned());
            }
            (end - leaf.len(), leaf)
        }
        None => {
            matches.extend(vars.iter().map(|(n, _)| n.clone()));
            matches.extend(decls::all().iter().map(|d| d.name.to_string()));
            if let Ok(rd) = std::fs::read_dir(".") {
                for e in rd.flatten() {
                    let n = e.file_name().to_string_lossy().into_owned();
                    if let Some(stem) = n.strip_suffix(".m") {
                        matches.push(stem.to_string());
                    }
                }
            }
            (start, word)
        }
    };
    matches.retain(|m| m.starts_with(prefix));
    matches.sort();
    matches.dedup();
    let chars = |b: usize| code[..b].chars().count();
    json!({
        "status": "ok",
        "matches": matches,
        "cursor_start": chars(prefix_start),
        "cursor_end": chars(end),
        "metadata": {},
    })
}

/// What hovering shows, for the name at the cursor: a variable's class and
/// size from the workspace, a function's help or a builtin's usage.
pub fn inspect(session: &Session, code: &str, cursor: usize) -> Value {
    let at = byte_offset(code, cursor);
    let start = code[..at]
        .rfind(|c: char| !is_ident(c))
        .map_or(0, |i| i + 1);
    let end = code[at..]
        .find(|c: char| !is_ident(c))
        .map_or(code.len(), |i| at + i);
    let name = &code[start..end];
    let text = if name.is_empty() {
        None
    } else if let Some((_, v)) = session.variables().into_iter().find(|(n, _)| n == name) {
        let d: Vec<String> = v.dims().iter().map(|x| x.to_string()).collect();
        Some(format!("{name} : {} {}", v.class_name_full(), d.join("x")))
    } else {
        let file = std::path::Path::new(&format!("{name}.m")).to_path_buf();
        match std::fs::read(&file) {
            Ok(b) => exec::introspect::help_text(&ide::decode(&b)).map(|h| {
                format!(
                    "'{name}' is a function from the file {}\n\n{h}",
                    file.display()
                )
            }),
            Err(_) => ide::hover::builtin_markdown(name),
        }
    };
    match text {
        Some(t) => json!({
            "status": "ok",
            "found": true,
            "data": {"text/plain": t},
            "metadata": {},
        }),
        None => json!({"status": "ok", "found": false, "data": {}, "metadata": {}}),
    }
}

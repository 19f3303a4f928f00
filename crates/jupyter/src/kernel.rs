//! The kernel's five sockets on one tokio thread: heartbeat (echo), control
//! (interrupt, shutdown), shell (requests, one at a time), iopub (what a
//! request produces, to every client), stdin (bound; cells do not read it).

use std::path::Path;
use std::sync::mpsc;

use serde_json::{json, Value};
use tokio::sync::{mpsc as amsc, oneshot};
use zeromq::{PubSocket, RepSocket, RouterSocket, Socket, SocketRecv, SocketSend};

use crate::wire::{header, Msg, Signer};
use crate::worker::{self, Event, Job};

/// The connection file's fields that matter here.
struct Connection {
    ip: String,
    transport: String,
    key: String,
    shell: u16,
    iopub: u16,
    stdin: u16,
    control: u16,
    hb: u16,
}

fn read_connection(path: &Path) -> Result<Connection, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let v: Value = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let port = |k: &str| {
        v[k].as_u64()
            .and_then(|p| u16::try_from(p).ok())
            .ok_or_else(|| format!("{}: no {k}", path.display()))
    };
    if v["signature_scheme"]
        .as_str()
        .is_some_and(|s| s != "hmac-sha256")
    {
        return Err(format!(
            "unsupported signature scheme {}",
            v["signature_scheme"]
        ));
    }
    Ok(Connection {
        ip: v["ip"].as_str().unwrap_or("127.0.0.1").to_string(),
        transport: v["transport"].as_str().unwrap_or("tcp").to_string(),
        key: v["key"].as_str().unwrap_or_default().to_string(),
        shell: port("shell_port")?,
        iopub: port("iopub_port")?,
        stdin: port("stdin_port")?,
        control: port("control_port")?,
        hb: port("hb_port")?,
    })
}

/// Runs the kernel until a shutdown request; returns the exit code.
pub fn run(connection_file: &Path) -> i32 {
    let c = match read_connection(connection_file) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("matc jupyter: {e}");
            return 1;
        }
    };
    // Signal-mode interrupts (the default of kernel specs) raise the same
    // flag as Ctrl-C at the prompt; the running cell stops at its next loop
    // iteration.
    // SAFETY: the action only stores to an atomic, which is async-signal-safe.
    let registered = unsafe {
        signal_hook::low_level::register(signal_hook::consts::SIGINT, || {
            runtime::INTERRUPT.store(true, std::sync::atomic::Ordering::Relaxed)
        })
    };
    if let Err(e) = registered {
        eprintln!("matc jupyter: interrupts will not work: {e}");
    }
    let rt = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("matc jupyter: {e}");
            return 1;
        }
    };
    match rt.block_on(serve(c)) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("matc jupyter: {e}");
            1
        }
    }
}

type Res<T> = Result<T, Box<dyn std::error::Error>>;

/// What the shell and control handlers share.
struct Kernel {
    signer: Signer,
    session: String,
    iopub: amsc::UnboundedSender<Msg>,
    worker: mpsc::Sender<Job>,
    count: u64,
}

impl Kernel {
    fn status(&self, parent: &Msg, state: &str) {
        let mut m = parent.reply("status", json!({"execution_state": state}), &self.session);
        m.ids = vec![b"status".to_vec()];
        let _ = self.iopub.send(m);
    }

    fn publish(&self, parent: &Msg, msg_type: &str, content: Value) {
        let mut m = parent.reply(msg_type, content, &self.session);
        m.ids = vec![msg_type.as_bytes().to_vec()];
        let _ = self.iopub.send(m);
    }
}

async fn serve(c: Connection) -> Res<()> {
    let endpoint = |port: u16| format!("{}://{}:{}", c.transport, c.ip, port);
    let mut shell = RouterSocket::new();
    shell.bind(&endpoint(c.shell)).await?;
    let mut control = RouterSocket::new();
    control.bind(&endpoint(c.control)).await?;
    let mut stdin = RouterSocket::new();
    stdin.bind(&endpoint(c.stdin)).await?;
    let mut iopub = PubSocket::new();
    iopub.bind(&endpoint(c.iopub)).await?;
    let mut hb = RepSocket::new();
    hb.bind(&endpoint(c.hb)).await?;

    let signer = Signer::new(&c.key);
    let (iopub_tx, mut iopub_rx) = amsc::unbounded_channel::<Msg>();
    let pub_signer = signer.clone();
    tokio::spawn(async move {
        while let Some(m) = iopub_rx.recv().await {
            if iopub.send(pub_signer.encode(&m)).await.is_err() {
                break;
            }
        }
    });
    tokio::spawn(async move {
        while let Ok(m) = hb.recv().await {
            if hb.send(m).await.is_err() {
                break;
            }
        }
    });
    let _stdin = stdin;
    let mut k = Kernel {
        signer,
        session: crate::wire::new_id(),
        iopub: iopub_tx,
        worker: worker::spawn(),
        count: 0,
    };
    {
        // Clients wait for a first status on iopub.
        let hello = Msg {
            ids: vec![],
            header: header("status", &k.session),
            parent: json!({}),
            metadata: json!({}),
            content: json!({}),
        };
        k.status(&hello, "starting");
    }
    loop {
        tokio::select! {
            m = shell.recv() => {
                let Some(msg) = k.signer.decode(m?) else { continue };
                if handle_shell(&mut k, &mut shell, &mut control, msg).await? {
                    return Ok(());
                }
            }
            m = control.recv() => {
                let Some(msg) = k.signer.decode(m?) else { continue };
                if handle_control(&k, &mut control, msg).await? {
                    return Ok(());
                }
            }
        }
    }
}

fn kernel_info() -> Value {
    json!({
        "status": "ok",
        "protocol_version": "5.3",
        "implementation": "matc",
        "implementation_version": env!("CARGO_PKG_VERSION"),
        "language_info": {
            "name": "matlab",
            "version": "R2021b",
            "mimetype": "text/x-matlab",
            "file_extension": ".m",
            "pygments_lexer": "matlab",
            "codemirror_mode": "octave",
        },
        "banner": "matc: MATLAB with GNU Octave 7.3's results",
        "help_links": [],
    })
}

/// Control requests; true when the kernel is to stop.
async fn handle_control(k: &Kernel, control: &mut RouterSocket, msg: Msg) -> Res<bool> {
    let (reply_type, content, stop) = match msg.msg_type() {
        "interrupt_request" => {
            runtime::INTERRUPT.store(true, std::sync::atomic::Ordering::Relaxed);
            ("interrupt_reply", json!({"status": "ok"}), false)
        }
        "shutdown_request" => {
            let restart = msg.content["restart"].as_bool().unwrap_or(false);
            (
                "shutdown_reply",
                json!({"status": "ok", "restart": restart}),
                true,
            )
        }
        "kernel_info_request" => ("kernel_info_reply", kernel_info(), false),
        _ => return Ok(false),
    };
    let reply = msg.reply(reply_type, content, &k.session);
    control.send(k.signer.encode(&reply)).await?;
    Ok(stop)
}

/// Shell requests, one at a time; true when the kernel is to stop.
async fn handle_shell(
    k: &mut Kernel,
    shell: &mut RouterSocket,
    control: &mut RouterSocket,
    msg: Msg,
) -> Res<bool> {
    k.status(&msg, "busy");
    let mut stop = false;
    let content = match msg.msg_type() {
        "kernel_info_request" => Some(("kernel_info_reply", kernel_info())),
        "execute_request" => {
            let (c, exit) = execute(k, control, &msg).await?;
            stop = exit;
            Some(("execute_reply", c))
        }
        "complete_request" => {
            let (tx, rx) = oneshot::channel();
            let job = Job::Complete {
                code: msg.content["code"].as_str().unwrap_or_default().to_string(),
                cursor: msg.content["cursor_pos"].as_u64().unwrap_or(0) as usize,
                reply: tx,
            };
            let _ = k.worker.send(job);
            Some((
                "complete_reply",
                rx.await.unwrap_or(json!({"status": "error"})),
            ))
        }
        "inspect_request" => {
            let (tx, rx) = oneshot::channel();
            let job = Job::Inspect {
                code: msg.content["code"].as_str().unwrap_or_default().to_string(),
                cursor: msg.content["cursor_pos"].as_u64().unwrap_or(0) as usize,
                reply: tx,
            };
            let _ = k.worker.send(job);
            Some((
                "inspect_reply",
                rx.await.unwrap_or(json!({"status": "error"})),
            ))
        }
        "is_complete_request" => {
            let code = msg.content["code"].as_str().unwrap_or_default();
            let status = if exec::session::incomplete(code) {
                json!({"status": "incomplete", "indent": ""})
            } else {
                json!({"status": "complete"})
            };
            Some(("is_complete_reply", status))
        }
        "comm_info_request" => Some(("comm_info_reply", json!({"status": "ok", "comms": {}}))),
        "history_request" => Some(("history_reply", json!({"status": "ok", "history": []}))),
        "shutdown_request" => {
            stop = true;
            let restart = msg.content["restart"].as_bool().unwrap_or(false);
            Some((
                "shutdown_reply",
                json!({"status": "ok", "restart": restart}),
            ))
        }
        _ => None,
    };
    if let Some((t, c)) = content {
        let reply = msg.reply(t, c, &k.session);
        shell.send(k.signer.encode(&reply)).await?;
    }
    k.status(&msg, "idle");
    Ok(stop)
}

/// Runs a cell on the worker, publishing its output as it comes, while the
/// control socket stays served (an interrupt reaches a running cell).
async fn execute(k: &mut Kernel, control: &mut RouterSocket, msg: &Msg) -> Res<(Value, bool)> {
    let code = msg.content["code"].as_str().unwrap_or_default().to_string();
    let silent = msg.content["silent"].as_bool().unwrap_or(false);
    if !silent {
        k.count += 1;
    }
    let count = k.count;
    if !silent {
        k.publish(
            msg,
            "execute_input",
            json!({"code": code, "execution_count": count}),
        );
    }
    let (ev_tx, mut ev_rx) = amsc::unbounded_channel::<Event>();
    let (done_tx, mut done_rx) = oneshot::channel();
    k.worker
        .send(Job::Execute {
            code,
            events: ev_tx,
            done: done_tx,
        })
        .map_err(|_| "the session thread has stopped")?;
    let publish_event = |k: &Kernel, e: Event| match e {
        Event::Stream { name, text } if !silent => {
            k.publish(msg, "stream", json!({"name": name, "text": text}))
        }
        Event::Display(data) if !silent => k.publish(
            msg,
            "display_data",
            json!({"data": data, "metadata": {}, "transient": {}}),
        ),
        _ => {}
    };
    let done = loop {
        tokio::select! {
            Some(e) = ev_rx.recv() => publish_event(k, e),
            d = &mut done_rx => break d.unwrap_or_default(),
            m = control.recv() => {
                if let Some(c) = k.signer.decode(m?) {
                    if handle_control(k, control, c).await? {
                        std::process::exit(0);
                    }
                }
            }
        }
    };
    while let Ok(e) = ev_rx.try_recv() {
        publish_event(k, e);
    }
    let content = match &done.error {
        Some((ename, evalue, traceback)) => {
            if !silent {
                k.publish(
                    msg,
                    "error",
                    json!({"ename": ename, "evalue": evalue, "traceback": traceback}),
                );
            }
            json!({
                "status": "error",
                "execution_count": count,
                "ename": ename,
                "evalue": evalue,
                "traceback": traceback,
            })
        }
        None => json!({
            "status": "ok",
            "execution_count": count,
            "user_expressions": {},
            "payload": [],
        }),
    };
    Ok((content, done.exit))
}

//! Jupyter's wire protocol (messaging spec 5.3): a message is the sender's
//! routing identities, the `<IDS|MSG>` delimiter, an HMAC-SHA256 signature
//! (hex) of the four JSON frames that follow (header, parent header,
//! metadata, content), and optional buffers.
//!
//! Written here rather than taken from the nteract crates (`jupyter-protocol`
//! and `runtimelib`): those bring their own ZeroMQ client stack and TLS
//! crypto for what is a few frames and one HMAC.

use hmac::{Hmac, Mac};
use serde_json::{json, Value};
use sha2::Sha256;
use zeromq::ZmqMessage;

const DELIMITER: &[u8] = b"<IDS|MSG>";

/// One message.
#[derive(Clone, Debug)]
pub struct Msg {
    pub ids: Vec<Vec<u8>>,
    pub header: Value,
    pub parent: Value,
    pub metadata: Value,
    pub content: Value,
}

impl Msg {
    pub fn msg_type(&self) -> &str {
        self.header["msg_type"].as_str().unwrap_or_default()
    }

    /// A message of type `msg_type` answering (or caused by) this one, to the same peer.
    pub fn reply(&self, msg_type: &str, content: Value, session: &str) -> Msg {
        Msg {
            ids: self.ids.clone(),
            header: header(msg_type, session),
            parent: self.header.clone(),
            metadata: json!({}),
            content,
        }
    }
}

/// A fresh header.
pub fn header(msg_type: &str, session: &str) -> Value {
    json!({
        "msg_id": new_id(),
        "session": session,
        "username": "matc",
        "date": now_iso8601(),
        "msg_type": msg_type,
        "version": "5.3",
    })
}

/// A unique message id: the process, the time and a counter.
pub fn new_id() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    format!(
        "{:08x}-{:04x}-{:04x}-{:012x}",
        t.as_secs() as u32,
        std::process::id() as u16,
        (t.subsec_nanos() >> 16) as u16,
        n
    )
}

/// The current UTC time as ISO 8601 (`2024-01-31T12:00:00.000000Z`).
fn now_iso8601() -> String {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let secs = t.as_secs() as i64;
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}.{:06}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60,
        t.subsec_micros()
    )
}

/// Signs and checks messages with the connection's key (none: unsigned).
#[derive(Clone)]
pub struct Signer {
    key: Vec<u8>,
}

impl Signer {
    pub fn new(key: &str) -> Signer {
        Signer {
            key: key.as_bytes().to_vec(),
        }
    }

    fn sign(&self, frames: &[&[u8]]) -> String {
        if self.key.is_empty() {
            return String::new();
        }
        let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(&self.key) else {
            return String::new();
        };
        for f in frames {
            mac.update(f);
        }
        mac.finalize()
            .into_bytes()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// The frames of a message, signed.
    pub fn encode(&self, m: &Msg) -> ZmqMessage {
        let parts: Vec<Vec<u8>> = [&m.header, &m.parent, &m.metadata, &m.content]
            .iter()
            .map(|v| serde_json::to_vec(v).unwrap_or_default())
            .collect();
        let refs: Vec<&[u8]> = parts.iter().map(Vec::as_slice).collect();
        let sig = self.sign(&refs);
        let mut frames: Vec<Vec<u8>> = m.ids.clone();
        frames.push(DELIMITER.to_vec());
        frames.push(sig.into_bytes());
        frames.extend(parts);
        let mut out = ZmqMessage::from(frames.remove(0));
        for f in frames {
            out.push_back(f.into());
        }
        out
    }

    /// A received message, if it is well formed and its signature is right.
    pub fn decode(&self, z: ZmqMessage) -> Option<Msg> {
        let frames: Vec<Vec<u8>> = z.into_vec().into_iter().map(|b| b.to_vec()).collect();
        let d = frames.iter().position(|f| f == DELIMITER)?;
        let rest = &frames[d + 1..];
        if rest.len() < 5 {
            return None;
        }
        let refs: Vec<&[u8]> = rest[1..5].iter().map(Vec::as_slice).collect();
        if !self.key.is_empty() && self.sign(&refs).as_bytes() != rest[0].as_slice() {
            return None;
        }
        let parse = |b: &[u8]| serde_json::from_slice::<Value>(b).ok();
        Some(Msg {
            ids: frames[..d].to_vec(),
            header: parse(&rest[1])?,
            parent: parse(&rest[2]).unwrap_or(json!({})),
            metadata: parse(&rest[3]).unwrap_or(json!({})),
            content: parse(&rest[4]).unwrap_or(json!({})),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip_and_forgeries_are_refused() {
        let s = Signer::new("secret");
        let m = Msg {
            ids: vec![b"peer".to_vec()],
            header: header("kernel_info_request", "abc"),
            parent: json!({}),
            metadata: json!({}),
            content: json!({"x": 1}),
        };
        let back = s.decode(s.encode(&m)).expect("decodes");
        assert_eq!(back.ids, m.ids);
        assert_eq!(back.msg_type(), "kernel_info_request");
        assert_eq!(back.content["x"], 1);
        assert!(Signer::new("other").decode(s.encode(&m)).is_none());
    }

    #[test]
    fn the_signature_is_hmac_sha256_in_hex() {
        // RFC 4231 test case 2.
        let s = Signer::new("Jefe");
        assert_eq!(
            s.sign(&[b"what do ya want ", b"for nothing?"]),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }

    #[test]
    fn dates_are_iso_8601() {
        let d = now_iso8601();
        assert_eq!(d.len(), 27, "{d}");
        assert!(d.ends_with('Z') && d.as_bytes()[10] == b'T', "{d}");
    }
}

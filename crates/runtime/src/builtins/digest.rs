//! `hash`: message digests of a string's bytes, by the RustCrypto crates
//! (Octave's are gnulib's; both are the published algorithms).

use digest::Digest;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("hash", hash)];

fn hex<D: Digest>(bytes: &[u8]) -> String {
    D::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// `hash (HFUN, STR)`: the digest of STR's bytes (the first row of a char
/// matrix; numbers converted to chars, with Octave's warning) in lowercase
/// hexadecimal.
fn hash(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let hfun = string_arg("hash", &args[0])?.to_lowercase();
    let bytes: Vec<u8> = match &args[1] {
        Value::Char(t) => {
            if t.dims.rows() > 1 {
                ctx.warn(
                    "Octave:charmat-truncated",
                    "multi-row character matrix converted to a string, only the first row is used",
                );
            }
            args[1]
                .char_rows()
                .and_then(|r| r.into_iter().next())
                .unwrap_or_default()
                .into_bytes()
        }
        v => {
            let what = match v.class_name() {
                "double" => "matrix".to_string(),
                c => format!("{c} matrix"),
            };
            ctx.warn(
                "Octave:num-to-str",
                &format!("implicit conversion from {what} to sq_string"),
            );
            match crate::convert::convert(v, Class::Char)? {
                Value::Char(t) => t.data.clone(),
                _ => Vec::new(),
            }
        }
    };
    let digest = match hfun.as_str() {
        "md2" => hex::<md2::Md2>(&bytes),
        "md4" => hex::<md4::Md4>(&bytes),
        "md5" => hex::<md5::Md5>(&bytes),
        "sha1" => hex::<sha1::Sha1>(&bytes),
        "sha224" => hex::<sha2::Sha224>(&bytes),
        "sha256" => hex::<sha2::Sha256>(&bytes),
        "sha384" => hex::<sha2::Sha384>(&bytes),
        "sha512" => hex::<sha2::Sha512>(&bytes),
        _ => {
            return Err(MatError::msg(format!(
                "hash function '{hfun}' not supported"
            )))
        }
    };
    one(Value::str(&digest))
}

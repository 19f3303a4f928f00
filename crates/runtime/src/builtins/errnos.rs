//! The system's error numbers: `errno` (the last one, by value or name)
//! and `errno_list` (every name Linux defines, with its value from libc).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, StructArray, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("errno", errno), ("errno_list", errno_list)];

const NAMES: &[(&str, i32)] = &[
    ("E2BIG", libc::E2BIG),
    ("EACCES", libc::EACCES),
    ("EADDRINUSE", libc::EADDRINUSE),
    ("EADDRNOTAVAIL", libc::EADDRNOTAVAIL),
    ("EADV", libc::EADV),
    ("EAFNOSUPPORT", libc::EAFNOSUPPORT),
    ("EAGAIN", libc::EAGAIN),
    ("EALREADY", libc::EALREADY),
    ("EBADE", libc::EBADE),
    ("EBADF", libc::EBADF),
    ("EBADFD", libc::EBADFD),
    ("EBADMSG", libc::EBADMSG),
    ("EBADR", libc::EBADR),
    ("EBADRQC", libc::EBADRQC),
    ("EBADSLT", libc::EBADSLT),
    ("EBFONT", libc::EBFONT),
    ("EBUSY", libc::EBUSY),
    ("ECANCELED", libc::ECANCELED),
    ("ECHILD", libc::ECHILD),
    ("ECHRNG", libc::ECHRNG),
    ("ECOMM", libc::ECOMM),
    ("ECONNABORTED", libc::ECONNABORTED),
    ("ECONNREFUSED", libc::ECONNREFUSED),
    ("ECONNRESET", libc::ECONNRESET),
    ("EDEADLK", libc::EDEADLK),
    ("EDEADLOCK", libc::EDEADLOCK),
    ("EDESTADDRREQ", libc::EDESTADDRREQ),
    ("EDOM", libc::EDOM),
    ("EDOTDOT", libc::EDOTDOT),
    ("EDQUOT", libc::EDQUOT),
    ("EEXIST", libc::EEXIST),
    ("EFAULT", libc::EFAULT),
    ("EFBIG", libc::EFBIG),
    ("EHOSTDOWN", libc::EHOSTDOWN),
    ("EHOSTUNREACH", libc::EHOSTUNREACH),
    ("EHWPOISON", libc::EHWPOISON),
    ("EIDRM", libc::EIDRM),
    ("EILSEQ", libc::EILSEQ),
    ("EINPROGRESS", libc::EINPROGRESS),
    ("EINTR", libc::EINTR),
    ("EINVAL", libc::EINVAL),
    ("EIO", libc::EIO),
    ("EISCONN", libc::EISCONN),
    ("EISDIR", libc::EISDIR),
    ("EISNAM", libc::EISNAM),
    ("EKEYEXPIRED", libc::EKEYEXPIRED),
    ("EKEYREJECTED", libc::EKEYREJECTED),
    ("EKEYREVOKED", libc::EKEYREVOKED),
    ("EL2HLT", libc::EL2HLT),
    ("EL2NSYNC", libc::EL2NSYNC),
    ("EL3HLT", libc::EL3HLT),
    ("EL3RST", libc::EL3RST),
    ("ELIBACC", libc::ELIBACC),
    ("ELIBBAD", libc::ELIBBAD),
    ("ELIBEXEC", libc::ELIBEXEC),
    ("ELIBMAX", libc::ELIBMAX),
    ("ELIBSCN", libc::ELIBSCN),
    ("ELNRNG", libc::ELNRNG),
    ("ELOOP", libc::ELOOP),
    ("EMEDIUMTYPE", libc::EMEDIUMTYPE),
    ("EMFILE", libc::EMFILE),
    ("EMLINK", libc::EMLINK),
    ("EMSGSIZE", libc::EMSGSIZE),
    ("EMULTIHOP", libc::EMULTIHOP),
    ("ENAMETOOLONG", libc::ENAMETOOLONG),
    ("ENAVAIL", libc::ENAVAIL),
    ("ENETDOWN", libc::ENETDOWN),
    ("ENETRESET", libc::ENETRESET),
    ("ENETUNREACH", libc::ENETUNREACH),
    ("ENFILE", libc::ENFILE),
    ("ENOANO", libc::ENOANO),
    ("ENOBUFS", libc::ENOBUFS),
    ("ENOCSI", libc::ENOCSI),
    ("ENODATA", libc::ENODATA),
    ("ENODEV", libc::ENODEV),
    ("ENOENT", libc::ENOENT),
    ("ENOEXEC", libc::ENOEXEC),
    ("ENOKEY", libc::ENOKEY),
    ("ENOLCK", libc::ENOLCK),
    ("ENOLINK", libc::ENOLINK),
    ("ENOMEDIUM", libc::ENOMEDIUM),
    ("ENOMEM", libc::ENOMEM),
    ("ENOMSG", libc::ENOMSG),
    ("ENONET", libc::ENONET),
    ("ENOPKG", libc::ENOPKG),
    ("ENOPROTOOPT", libc::ENOPROTOOPT),
    ("ENOSPC", libc::ENOSPC),
    ("ENOSR", libc::ENOSR),
    ("ENOSTR", libc::ENOSTR),
    ("ENOSYS", libc::ENOSYS),
    ("ENOTBLK", libc::ENOTBLK),
    ("ENOTCONN", libc::ENOTCONN),
    ("ENOTDIR", libc::ENOTDIR),
    ("ENOTEMPTY", libc::ENOTEMPTY),
    ("ENOTNAM", libc::ENOTNAM),
    ("ENOTRECOVERABLE", libc::ENOTRECOVERABLE),
    ("ENOTSOCK", libc::ENOTSOCK),
    ("ENOTSUP", libc::ENOTSUP),
    ("ENOTTY", libc::ENOTTY),
    ("ENOTUNIQ", libc::ENOTUNIQ),
    ("ENXIO", libc::ENXIO),
    ("EOPNOTSUPP", libc::EOPNOTSUPP),
    ("EOVERFLOW", libc::EOVERFLOW),
    ("EOWNERDEAD", libc::EOWNERDEAD),
    ("EPERM", libc::EPERM),
    ("EPFNOSUPPORT", libc::EPFNOSUPPORT),
    ("EPIPE", libc::EPIPE),
    ("EPROTO", libc::EPROTO),
    ("EPROTONOSUPPORT", libc::EPROTONOSUPPORT),
    ("EPROTOTYPE", libc::EPROTOTYPE),
    ("ERANGE", libc::ERANGE),
    ("EREMCHG", libc::EREMCHG),
    ("EREMOTE", libc::EREMOTE),
    ("EREMOTEIO", libc::EREMOTEIO),
    ("ERESTART", libc::ERESTART),
    ("ERFKILL", libc::ERFKILL),
    ("EROFS", libc::EROFS),
    ("ESHUTDOWN", libc::ESHUTDOWN),
    ("ESOCKTNOSUPPORT", libc::ESOCKTNOSUPPORT),
    ("ESPIPE", libc::ESPIPE),
    ("ESRCH", libc::ESRCH),
    ("ESRMNT", libc::ESRMNT),
    ("ESTALE", libc::ESTALE),
    ("ESTRPIPE", libc::ESTRPIPE),
    ("ETIME", libc::ETIME),
    ("ETIMEDOUT", libc::ETIMEDOUT),
    ("ETOOMANYREFS", libc::ETOOMANYREFS),
    ("ETXTBSY", libc::ETXTBSY),
    ("EUCLEAN", libc::EUCLEAN),
    ("EUNATCH", libc::EUNATCH),
    ("EUSERS", libc::EUSERS),
    ("EWOULDBLOCK", libc::EWOULDBLOCK),
    ("EXDEV", libc::EXDEV),
    ("EXFULL", libc::EXFULL),
];

/// `errno ()`: the last system error number; `errno (NAME)` the number of
/// a name (-1 when unknown); `errno (VAL)` sets it and returns the old.
fn errno(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let last = std::io::Error::last_os_error().raw_os_error().unwrap_or(0);
    match args.first() {
        None => one(Value::Num(last as f64)),
        Some(v @ Value::Char(_)) => {
            let name = v.as_string().unwrap_or_default();
            let n = NAMES
                .iter()
                .find(|(k, _)| *k == name)
                .map_or(-1, |(_, n)| *n);
            one(Value::Num(n as f64))
        }
        Some(v) => {
            let n = v
                .scalar_f64()
                .ok_or_else(|| MatError::msg("errno: argument must be string or integer"))?;
            // SAFETY: errno is this thread's own variable.
            unsafe { *libc::__errno_location() = n as i32 };
            one(Value::Num(last as f64))
        }
    }
}

fn errno_list(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    let mut s = StructArray::with_fields(
        Dims::scalar(),
        NAMES.iter().map(|(k, _)| k.to_string()).collect(),
    );
    s.vals = NAMES.iter().map(|(_, n)| Value::Num(*n as f64)).collect();
    one(Value::structure(s))
}

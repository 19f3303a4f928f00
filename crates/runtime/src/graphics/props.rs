//! Octave's default property values of each graphics object type (`defaults.txt`, written by
//! Octave running `defaults.m`): what `get` reads for a property nobody set, and which names
//! `get`/`set` accept.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use crate::value::{Dims, Tensor, Value};

/// One default value as `defaults.txt` holds it.
#[derive(Debug)]
enum Raw {
    Str(String),
    /// rows, cols, column-major values.
    Num(usize, usize, Vec<f64>),
    /// rows, cols, column-major strings.
    Cell(usize, usize, Vec<String>),
}

impl Raw {
    fn value(&self) -> Value {
        match self {
            Raw::Str(s) if s.is_empty() => {
                Value::char_array(Tensor::new(Dims::new(&[0, 0]), vec![]))
            }
            Raw::Str(s) => Value::str(s),
            Raw::Num(r, c, d) => Value::from_f64s(Dims::new(&[*r, *c]), d.clone()),
            Raw::Cell(r, c, d) => Value::cell(Tensor::new(
                Dims::new(&[*r, *c]),
                d.iter().map(|s| Value::str(s)).collect(),
            )),
        }
    }
}

/// type -> its properties in Octave's order.
type Table = BTreeMap<String, Vec<(String, Raw)>>;

fn parse_line(line: &str) -> Option<(String, String, Raw)> {
    let mut f = line.splitn(5, '\t');
    let (kind, name, tag) = (f.next()?, f.next()?, f.next()?);
    let raw = match tag {
        "s" => Raw::Str(f.next().unwrap_or("").to_string()),
        "n" | "c" => {
            let mut rc = f.next()?.split(' ').map(|x| x.parse::<usize>().ok());
            let (r, c) = (rc.next()??, rc.next()??);
            let body = f.next().unwrap_or("");
            if tag == "n" {
                let d: Vec<f64> = body
                    .split_whitespace()
                    .map(|x| match x {
                        "Inf" => f64::INFINITY,
                        "-Inf" => f64::NEG_INFINITY,
                        "NaN" => f64::NAN,
                        _ => x.parse().unwrap_or(f64::NAN),
                    })
                    .collect();
                (d.len() == r * c).then_some(())?;
                Raw::Num(r, c, d)
            } else {
                let d: Vec<String> = if r * c == 0 {
                    Vec::new()
                } else {
                    body.split('|').map(str::to_string).collect()
                };
                (d.len() == r * c).then_some(())?;
                Raw::Cell(r, c, d)
            }
        }
        _ => return None,
    };
    Some((kind.to_string(), name.to_string(), raw))
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = Table::new();
        for (kind, name, raw) in include_str!("defaults.txt").lines().filter_map(parse_line) {
            t.entry(kind).or_default().push((name, raw));
        }
        t
    })
}

/// Properties every handle has that the table leaves out because they name other handles.
const COMPUTED: &[&str] = &["children", "parent", "type"];

/// Extra computed properties of some types.
fn computed(kind: &str) -> &'static [&'static str] {
    match kind {
        "root" => &["currentfigure", "callbackobject"],
        "figure" => &["currentaxes", "currentobject", "number"],
        "axes" => &["title", "xlabel", "ylabel", "zlabel"],
        _ => &[],
    }
}

/// Octave's default of property `name` (lower case) of type `kind`.
pub fn default(kind: &str, name: &str) -> Option<Value> {
    table()
        .get(kind)?
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, r)| r.value())
}

/// The factory value of a `defaultTYPEPROP` name (`axesycolor` after `default`): the
/// default of PROP of TYPE.
pub fn factory(rest: &str) -> Option<Value> {
    table()
        .keys()
        .find_map(|k| default(k, rest.strip_prefix(k.as_str())?))
}

/// The one property of type `kind` whose name starts with `prefix` (Octave
/// accepts unambiguous abbreviations: `'background'` for `backgroundcolor`).
pub fn complete(kind: &str, prefix: &str) -> Option<String> {
    let names = table().get(kind)?;
    let mut hits = names
        .iter()
        .map(|(n, _)| n)
        .filter(|n| n.starts_with(prefix));
    let first = hits.next()?;
    hits.next().is_none().then(|| first.to_string())
}

/// Whether type `kind` has property `name` (lower case).
pub fn has(kind: &str, name: &str) -> bool {
    if let Some(rest) = name.strip_prefix("default") {
        // defaultTYPEPROP on the root, a figure or an axes: the default of later objects.
        return matches!(kind, "root" | "figure" | "axes")
            && table().iter().any(|(k, l)| {
                rest.strip_prefix(k.as_str())
                    .is_some_and(|p| l.iter().any(|(n, _)| n == p))
            });
    }
    COMPUTED.contains(&name) || computed(kind).contains(&name) || default(kind, name).is_some()
}

/// Every property name of type `kind`, in Octave's `get(h)` order (the common ones first).
pub fn names(kind: &str) -> Vec<String> {
    let mut v: Vec<String> = table()
        .get(kind)
        .map(|l| l.iter().map(|(n, _)| n.clone()).collect())
        .unwrap_or_default();
    for (i, n) in COMPUTED.iter().enumerate() {
        // children, parent and type sit among the common properties, as in Octave.
        let at = match i {
            0 => v.iter().position(|x| x.as_str() > "children"),
            1 => v
                .iter()
                .position(|x| x.as_str() > "parent" && x != "interruptible"),
            _ => v.iter().position(|x| x == "userdata"),
        };
        v.insert(at.unwrap_or(v.len()), n.to_string());
    }
    v.extend(computed(kind).iter().map(|s| s.to_string()));
    v
}

/// Whether `kind` is a type the table knows.
pub fn known_type(kind: &str) -> bool {
    table().contains_key(kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_of_the_table_parses() {
        let bad: Vec<&str> = include_str!("defaults.txt")
            .lines()
            .filter(|l| parse_line(l).is_none())
            .collect();
        assert!(bad.is_empty(), "{bad:?}");
        assert!(known_type("uicontrol"));
        assert_eq!(
            default("figure", "position").and_then(|v| v.to_f64_vec().ok()),
            Some(vec![300.0, 200.0, 560.0, 420.0])
        );
    }
}

// Which library files define a public function, and its name: shared by
// `mir::library` and mir's build script (which lists the embedded public
// functions by name), so the rule is written once.

/// The public function the library file at `rel` (relative to the library's
/// root, `/` separators) defines: its file name without `.m`, unless the
/// file lies in a `private/` folder.
pub fn public_name(rel: &str) -> Option<&str> {
    if rel.split('/').any(|part| part == "private") {
        return None;
    }
    rel.rsplit('/').next()?.strip_suffix(".m")
}

/// The indices of the public functions among `rels`, ordered by name.
pub fn public_order<'a>(rels: impl Iterator<Item = &'a str>) -> Vec<usize> {
    let mut named: Vec<(&str, usize)> = rels
        .enumerate()
        .filter_map(|(i, rel)| Some((public_name(rel)?, i)))
        .collect();
    named.sort_unstable();
    named.into_iter().map(|(_, i)| i).collect()
}

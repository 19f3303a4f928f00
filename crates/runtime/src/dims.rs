//! Array dimensions: at least two, no trailing singletons past the second.

use std::fmt;

/// Dimensions of an array: at least two, no trailing singletons past the second.
/// Up to four dimensions are stored inline (no allocation).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Dims(DimsRepr);

#[derive(Clone, PartialEq, Eq, Hash)]
enum DimsRepr {
    Small(u8, [usize; 4]),
    Big(Vec<usize>),
}

impl Dims {
    /// `r x c`.
    #[inline]
    pub const fn rc(r: usize, c: usize) -> Dims {
        Dims(DimsRepr::Small(2, [r, c, 1, 1]))
    }

    #[inline]
    pub const fn scalar() -> Dims {
        Dims::rc(1, 1)
    }

    /// From any list of sizes; pads to two and trims trailing singletons.
    pub fn new(d: &[usize]) -> Dims {
        let mut n = d.len();
        while n > 2 && d[n - 1] == 1 {
            n -= 1;
        }
        match n {
            0 => Dims::rc(0, 0),
            1 => Dims::rc(d[0], 1),
            2..=4 => {
                let mut a = [1usize; 4];
                a[..n].copy_from_slice(&d[..n]);
                Dims(DimsRepr::Small(n as u8, a))
            }
            _ => Dims(DimsRepr::Big(d[..n].to_vec())),
        }
    }

    #[inline]
    pub fn as_slice(&self) -> &[usize] {
        match &self.0 {
            DimsRepr::Small(n, a) => &a[..*n as usize],
            DimsRepr::Big(v) => v,
        }
    }

    #[inline]
    pub fn ndims(&self) -> usize {
        self.as_slice().len()
    }

    #[inline]
    pub fn rows(&self) -> usize {
        self.as_slice()[0]
    }

    /// Number of columns in the 2-D sense: product of all dims after the first.
    #[inline]
    pub fn cols(&self) -> usize {
        match &self.0 {
            DimsRepr::Small(2, a) => a[1],
            _ => self.as_slice()[1..].iter().product(),
        }
    }

    /// Size along dimension `k` (0-based); 1 beyond the stored dims.
    #[inline]
    pub fn get(&self, k: usize) -> usize {
        self.as_slice().get(k).copied().unwrap_or(1)
    }

    #[inline]
    pub fn numel(&self) -> usize {
        match &self.0 {
            DimsRepr::Small(2, a) => a[0] * a[1],
            _ => self.as_slice().iter().product(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.numel() == 0
    }

    pub fn is_scalar(&self) -> bool {
        self.ndims() == 2 && self.rows() == 1 && self.cols() == 1
    }

    /// 1xN or Nx1 (including 1x1), 2-D.
    pub fn is_vector(&self) -> bool {
        self.ndims() == 2 && (self.rows() == 1 || self.cols() == 1)
    }

    /// The one dimension that is not 1, when there is exactly one: Octave's
    /// and MATLAB's "vector" of any number of dimensions (1x1x5, 1x0).
    pub fn nd_vector_dim(&self) -> Option<usize> {
        let mut found = None;
        for (k, &d) in self.as_slice().iter().enumerate() {
            if d != 1 {
                if found.is_some() {
                    return None;
                }
                found = Some(k);
            }
        }
        found
    }

    pub fn is_row(&self) -> bool {
        self.ndims() == 2 && self.rows() == 1
    }

    pub fn is_col(&self) -> bool {
        self.ndims() == 2 && self.cols() == 1
    }

    /// Dims as a Vec padded with ones to at least `n` entries.
    pub fn padded(&self, n: usize) -> Vec<usize> {
        let mut v = self.as_slice().to_vec();
        while v.len() < n {
            v.push(1);
        }
        v
    }

    /// Octave's `2x3` / `2x3x4` spelling.
    pub fn to_string_x(&self) -> String {
        let mut s = String::new();
        for (i, d) in self.as_slice().iter().enumerate() {
            if i > 0 {
                s.push('x');
            }
            s.push_str(&d.to_string());
        }
        s
    }
}

impl std::ops::Deref for Dims {
    type Target = [usize];
    fn deref(&self) -> &[usize] {
        self.as_slice()
    }
}

impl fmt::Debug for Dims {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_string_x())
    }
}

impl fmt::Display for Dims {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_string_x())
    }
}

//! Octave-compatible random streams: MT19937 (`randmtzig`) and the old RANLIB generator.
//!
//! Octave keeps one generator state per distribution (uniform, normal, ...), so
//! `rand('twister', s)` leaves the `randn` stream alone; we do the same.

use rand_mt::Mt;
use std::sync::OnceLock;

/// Distribution whose stream a call draws from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dist {
    Uniform,
    Normal,
}

/// One stream: MT19937, or RANLIB's L'Ecuyer generator after `rand('seed', s)`.
#[derive(Clone)]
struct Stream {
    mt: Box<Mt>,
    /// `Some((s1, s2))` after `rand('seed', x)`: Octave then uses RANLIB.
    old: Option<(i32, i32)>,
}

impl Stream {
    fn from_entropy(salt: u32) -> Stream {
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let key = [
            t as u32,
            (t >> 32) as u32,
            std::process::id(),
            salt.wrapping_mul(0x9e37_79b9),
        ];
        Stream {
            mt: Box::new(Mt::new_with_key(key)),
            old: None,
        }
    }
}

/// The generator state carried by the runtime context.
#[derive(Clone)]
pub struct RandState {
    uniform: Stream,
    normal: Stream,
    /// The states handed out by `rand('state')`, each under the vector
    /// returned, so that giving the vector back restores the state exactly.
    snapshots: Vec<(Vec<f64>, Stream)>,
}

impl Default for RandState {
    fn default() -> Self {
        RandState::new()
    }
}

/// A seed element becomes a key word as Octave's conversion to uint32 does:
/// rounded, saturated, NaN to 0 (checked: `rand('twister', -1)` equals seed 0).
fn double2uint32(d: f64) -> u32 {
    if d.is_nan() {
        0
    } else {
        d.round().clamp(0.0, u32::MAX as f64) as u32
    }
}

/// RANLIB seeds from a double's two 32-bit halves (oct-rand.cc `do_seed`).
fn ranlib_seeds(s: f64) -> (i32, i32) {
    fn fit(i: i32, lo: i32, hi: i32) -> i32 {
        let i = i.wrapping_abs();
        if i < lo {
            lo
        } else if i > hi {
            i % hi
        } else {
            i
        }
    }
    let bits = s.to_bits();
    let lo = bits as u32 as i32;
    let hi = (bits >> 32) as u32 as i32;
    (fit(lo, 1, 2_147_483_563), fit(hi, 1, 2_147_483_399))
}

/// RANLIB `ignlgi`: one step of the combined multiplicative generators.
fn ignlgi(s: &mut (i32, i32)) -> i32 {
    const M1: i32 = 2_147_483_563;
    const M2: i32 = 2_147_483_399;
    let (mut s1, mut s2) = *s;
    let k = s1 / 53668;
    s1 = 40014 * (s1 - k * 53668) - k * 12211;
    if s1 < 0 {
        s1 += M1;
    }
    let k = s2 / 52774;
    s2 = 40692 * (s2 - k * 52774) - k * 3791;
    if s2 < 0 {
        s2 += M2;
    }
    *s = (s1, s2);
    let mut z = s1 - s2;
    if z < 1 {
        z += M1 - 1;
    }
    z
}

/// RANLIB `ranf` in single precision, as Octave's old generator returns it.
fn ranf(s: &mut (i32, i32)) -> f64 {
    let z = ignlgi(s);
    ((z as f32) * 4.656_613e-10_f32) as f64
}

/// Octave 7 `randu53`: a double in (0, 1) from two MT draws (zero is redrawn).
#[inline]
fn randu53(mt: &mut Mt) -> f64 {
    loop {
        let a = (mt.next_u32() >> 5) as i32;
        let b = (mt.next_u32() >> 6) as i32;
        if a != 0 || b != 0 {
            return (a as f64 * 67_108_864.0 + b as f64) / 9_007_199_254_740_992.0;
        }
    }
}

#[inline]
fn randi54(mt: &mut Mt) -> u64 {
    let lo = mt.next_u32() as u64;
    let hi = (mt.next_u32() & 0x3F_FFFF) as u64;
    (hi << 32) | lo
}

// The constants are randmtzig.cc's, digit for digit.
#[allow(clippy::excessive_precision)]
const ZIGGURAT_NOR_R: f64 = 3.654_152_885_361_008_8;
#[allow(clippy::excessive_precision)]
const ZIGGURAT_NOR_INV_R: f64 = 0.273_661_237_329_758_28;
const NOR_SECTION_AREA: f64 = 0.004_928_673_233_99;
const NMANTISSA: f64 = 9_007_199_254_740_992.0;

struct Zig {
    ki: [u64; 256],
    wi: [f64; 256],
    fi: [f64; 256],
}

/// Tables built exactly as randmtzig.cc's `create_ziggurat_tables` does.
fn zig() -> &'static Zig {
    static Z: OnceLock<Zig> = OnceLock::new();
    Z.get_or_init(|| {
        let mut z = Zig {
            ki: [0; 256],
            wi: [0.0; 256],
            fi: [0.0; 256],
        };
        let mut x1 = ZIGGURAT_NOR_R;
        z.wi[255] = x1 / NMANTISSA;
        z.fi[255] = (-0.5 * x1 * x1).exp();
        z.ki[0] = (x1 * z.fi[255] / NOR_SECTION_AREA * NMANTISSA) as u64;
        z.wi[0] = NOR_SECTION_AREA / z.fi[255] / NMANTISSA;
        z.fi[0] = 1.0;
        for i in (1..=254).rev() {
            let x = (-2.0 * (NOR_SECTION_AREA / x1 + z.fi[i + 1]).ln()).sqrt();
            z.ki[i + 1] = (x / x1 * NMANTISSA) as u64;
            z.wi[i] = x / NMANTISSA;
            z.fi[i] = (-0.5 * x * x).exp();
            x1 = x;
        }
        z.ki[1] = 0;
        z
    })
}

/// Octave `rand_normal<double>`: Marsaglia–Tsang Ziggurat over 54-bit draws.
fn randn_zig(mt: &mut Mt) -> f64 {
    let z = zig();
    loop {
        let r = randi54(mt);
        let rabs = (r >> 1) as i64;
        let idx = (rabs & 0xFF) as usize;
        let x = (if r & 1 != 0 { -rabs } else { rabs }) as f64 * z.wi[idx];
        if rabs < z.ki[idx] as i64 {
            return x;
        } else if idx == 0 {
            let (mut xx, mut yy);
            loop {
                xx = -ZIGGURAT_NOR_INV_R * randu53(mt).ln();
                yy = -randu53(mt).ln();
                if yy + yy > xx * xx {
                    break;
                }
            }
            return if rabs & 0x100 != 0 {
                -ZIGGURAT_NOR_R - xx
            } else {
                ZIGGURAT_NOR_R + xx
            };
        } else if (z.fi[idx - 1] - z.fi[idx]) * randu53(mt) + z.fi[idx] < (-0.5 * x * x).exp() {
            return x;
        }
    }
}

/// RANLIB `snorm` is not reproduced; the old normal generator falls back to a
/// Box–Muller transform of the RANLIB uniform stream.
fn randn_old(s: &mut (i32, i32)) -> f64 {
    loop {
        let u1 = ranf(s);
        let u2 = ranf(s);
        if u1 > 0.0 {
            return (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos();
        }
    }
}

impl RandState {
    /// Fresh streams seeded from the clock, as Octave does at startup.
    pub fn new() -> RandState {
        RandState {
            uniform: Stream::from_entropy(1),
            normal: Stream::from_entropy(2),
            snapshots: Vec::new(),
        }
    }

    fn stream(&mut self, d: Dist) -> &mut Stream {
        match d {
            Dist::Uniform => &mut self.uniform,
            Dist::Normal => &mut self.normal,
        }
    }

    /// `v = rand('state')`: a 625-element column naming the current state
    /// (like Octave's, whose contents are the Mersenne Twister's words; here
    /// the next 624 outputs and the stream kind), which `set_state` restores.
    pub fn state(&mut self, d: Dist) -> Vec<f64> {
        let saved = self.stream(d).clone();
        let mut probe = saved.mt.clone();
        let mut key: Vec<f64> = (0..624).map(|_| probe.next_u32() as f64).collect();
        key.push(match saved.old {
            Some((a, b)) => (a as f64) * 4294967296.0 + b as f64,
            None => 0.0,
        });
        if !self.snapshots.iter().any(|(k, _)| *k == key) {
            self.snapshots.push((key.clone(), saved));
        }
        key
    }

    /// `rand('twister', v)` / `rand('state', v)`: MT `init_by_array` of `v`'s
    /// words, or the state `v` came from when `rand('state')` returned it.
    pub fn set_state(&mut self, d: Dist, key: &[f64]) {
        if let Some((_, saved)) = self.snapshots.iter().find(|(k, _)| k == key) {
            *self.stream(d) = saved.clone();
            return;
        }
        let words: Vec<u32> = key
            .iter()
            .map(|&x| double2uint32(if x.is_infinite() { 0.0 } else { x }))
            .collect();
        let s = self.stream(d);
        *s.mt = if words.is_empty() {
            Mt::new_with_key([0u32])
        } else {
            Mt::new_with_key(words)
        };
        s.old = None;
    }

    /// `rand('seed', x)`: switch the stream to RANLIB seeded from `x`'s bits.
    pub fn set_seed(&mut self, d: Dist, x: f64) {
        self.stream(d).old = Some(ranlib_seeds(x));
    }

    /// `rand('state', 'reset')`: Octave reseeds from entropy, so do we.
    pub fn reset(&mut self, d: Dist) {
        *self.stream(d) = Stream::from_entropy(d as u32 + 7);
    }

    /// Fill `out` with draws of distribution `d`, in column-major order.
    pub fn fill(&mut self, d: Dist, out: &mut [f64]) {
        let s = self.stream(d);
        match (&mut s.old, d) {
            (Some(seeds), Dist::Uniform) => out.iter_mut().for_each(|o| *o = ranf(seeds)),
            (Some(seeds), Dist::Normal) => out.iter_mut().for_each(|o| *o = randn_old(seeds)),
            (None, Dist::Uniform) => out.iter_mut().for_each(|o| *o = randu53(&mut s.mt)),
            (None, Dist::Normal) => out.iter_mut().for_each(|o| *o = randn_zig(&mut s.mt)),
        }
    }

    /// One uniform double, as `rand()` draws it.
    pub fn uniform(&mut self) -> f64 {
        let mut x = [0.0];
        self.fill(Dist::Uniform, &mut x);
        x[0]
    }
}

#[cfg(test)]
#[allow(clippy::excessive_precision)] // Octave prints 17 significant digits.
mod tests {
    use super::*;

    fn draws(st: &mut RandState, d: Dist, n: usize) -> Vec<f64> {
        let mut v = vec![0.0; n];
        st.fill(d, &mut v);
        v
    }

    // Expected values: crates/runtime/tests/octave/rng.m
    #[test]
    fn twister_matches_octave() {
        let mut st = RandState::new();
        st.set_state(Dist::Uniform, &[5.0]);
        let want = [
            0.62290169488970193,
            0.74178698926072939,
            0.79519356556569665,
            0.94245028377705031,
            0.7398985747399307,
        ];
        assert_eq!(draws(&mut st, Dist::Uniform, 5), want);
        st.set_state(Dist::Uniform, &[42.0]);
        let want = [
            0.63942679845788375,
            0.025010755222666936,
            0.27502931836911926,
        ];
        assert_eq!(draws(&mut st, Dist::Uniform, 3), want);
        st.set_state(Dist::Uniform, &[1.0, 2.0, 3.0]);
        assert_eq!(
            draws(&mut st, Dist::Uniform, 2),
            [0.60986127228672893, 0.88669704341468514]
        );
        st.set_state(Dist::Uniform, &[-3.7]);
        assert_eq!(
            draws(&mut st, Dist::Uniform, 2),
            [0.84442185152504812, 0.75795440294030247]
        );
        // Octave: rand('twister', 5.7) == rand('twister', 6); 2^33 saturates.
        for (seed, want) in [
            (5.7, 0.79334008376166298),
            (5.4, 0.62290169488970193),
            (8589934592.0, 0.63535744413411732),
            (4294967294.0, 0.098225905756129772),
            (f64::NAN, 0.84442185152504812),
        ] {
            st.set_state(Dist::Uniform, &[seed]);
            assert_eq!(st.uniform(), want, "seed {seed}");
        }
    }

    #[test]
    fn randn_matches_octave() {
        let mut st = RandState::new();
        st.set_state(Dist::Normal, &[5.0]);
        let want = [
            -0.48614470765981083,
            -0.166061291716779,
            -0.013558129013266886,
            2.0206428653888273,
            -0.46799700551355583,
            1.6653440734500007,
            -0.7616434725886696,
            -1.5313453232068965,
        ];
        assert_eq!(draws(&mut st, Dist::Normal, 8), want);
    }

    #[test]
    fn old_seed_matches_octave() {
        let mut st = RandState::new();
        st.set_seed(Dist::Uniform, 5.0);
        assert_eq!(
            draws(&mut st, Dist::Uniform, 3),
            [0.16123092174530029, 0.79351711273193359, 0.292634516954422]
        );
    }
}

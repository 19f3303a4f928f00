//! Image files: `imread`, `imwrite`, `imfinfo`. PNG goes through the `png`
//! crate and GIF through `gif`, which keep a palette, so an indexed picture
//! reads back as its indices and colormap as Octave gives them; JPEG, BMP and
//! TIFF go through `image`. Writing encodes in memory and hands the bytes to
//! `os::write`, the one door out (checked under `--sandbox`).
//!
//! Classes follow Octave 7.3 (whose GraphicsMagick is 16 bits deep): a double
//! or single picture is written with 16-bit samples where the format has them
//! (PNG, TIFF), a logical one as a 1-bit PNG that reads back logical.

use std::io::Cursor;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, StructArray, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("imread", imread),
    ("imwrite", imwrite),
    ("imfinfo", imfinfo),
];

/// The formats matc reads and writes, by file extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Png,
    Gif,
    Jpeg,
    Bmp,
    Tiff,
}

impl Format {
    fn from_ext(ext: &str) -> Option<Format> {
        Some(match ext.to_ascii_lowercase().as_str() {
            "png" => Format::Png,
            "gif" => Format::Gif,
            "jpg" | "jpeg" | "jpe" | "jfif" => Format::Jpeg,
            "bmp" => Format::Bmp,
            "tif" | "tiff" => Format::Tiff,
            _ => return None,
        })
    }

    /// The format a file's first bytes announce.
    fn sniff(b: &[u8]) -> Option<Format> {
        Some(match b {
            [0x89, b'P', b'N', b'G', ..] => Format::Png,
            [b'G', b'I', b'F', b'8', ..] => Format::Gif,
            [0xFF, 0xD8, ..] => Format::Jpeg,
            [b'B', b'M', ..] => Format::Bmp,
            [b'I', b'I', 42, 0, ..] | [b'M', b'M', 0, 42, ..] => Format::Tiff,
            _ => return None,
        })
    }

    fn name(self) -> &'static str {
        match self {
            Format::Png => "PNG",
            Format::Gif => "GIF",
            Format::Jpeg => "JPEG",
            Format::Bmp => "BMP",
            Format::Tiff => "TIFF",
        }
    }
}

/// One decoded frame: samples row-major and interleaved as files store them.
struct Picture {
    width: usize,
    height: usize,
    /// Color samples per pixel: 1 (gray or palette index) or 3.
    channels: usize,
    samples: Vec<u16>,
    alpha: Option<Vec<u16>>,
    /// Bits per sample in the result: 1 (logical), 8 or 16.
    depth: u8,
    /// The palette, when `samples` are indices into it.
    palette: Option<Vec<[u8; 3]>>,
    /// Bits per sample in the file (what `imfinfo` reports).
    file_depth: u8,
}

impl Picture {
    /// Samples (row-major, interleaved) as an H-by-W-by-C array of the class their depth gives.
    fn array(&self, samples: &[u16], c: usize) -> Value {
        let (h, w) = (self.height, self.width);
        let mut planar = Vec::with_capacity(h * w * c);
        for k in 0..c {
            for x in 0..w {
                for y in 0..h {
                    planar.push(samples[(y * w + x) * c + k]);
                }
            }
        }
        let dims = if c == 1 {
            Dims::rc(h, w)
        } else {
            Dims::new(&[h, w, c])
        };
        match self.depth {
            1 => Value::logical(Tensor::new(dims, planar.iter().map(|v| *v != 0).collect())),
            8 => Value::int(Tensor::new(dims, planar.iter().map(|v| *v as u8).collect())),
            _ => Value::int(Tensor::new(dims, planar)),
        }
    }

    fn image(&self) -> Value {
        self.array(&self.samples, self.channels)
    }

    fn colormap(&self) -> Value {
        match &self.palette {
            Some(p) => {
                let n = p.len();
                let mut m = vec![0.0; n * 3];
                for (i, c) in p.iter().enumerate() {
                    for k in 0..3 {
                        m[k * n + i] = c[k] as f64 / 255.0;
                    }
                }
                Value::from_f64s(Dims::rc(n, 3), m)
            }
            None => Value::empty(),
        }
    }

    fn color_type(&self) -> &'static str {
        match (self.palette.is_some(), self.channels) {
            (true, _) => "indexed",
            (false, 1) => "grayscale",
            _ => "truecolor",
        }
    }
}

fn fail(name: &str, what: impl std::fmt::Display) -> MatError {
    MatError::msg(format!("{name}: {what}"))
}

// ---- reading -------------------------------------------------------------

/// Sample `i` of a row packed `depth` bits per sample (PNG's order: high bits first).
fn packed(row: &[u8], i: usize, depth: usize) -> u16 {
    match depth {
        8 => row[i] as u16,
        16 => u16::from_be_bytes([row[2 * i], row[2 * i + 1]]),
        _ => {
            let bit = i * depth;
            let shift = 8 - depth - bit % 8;
            ((row[bit / 8] >> shift) as u16) & ((1 << depth) - 1)
        }
    }
}

fn read_png(bytes: &[u8]) -> Result<Vec<Picture>, String> {
    let mut dec = png::Decoder::new(bytes);
    dec.set_transformations(png::Transformations::IDENTITY);
    let mut reader = dec.read_info().map_err(|e| e.to_string())?;
    let mut buf = vec![0; reader.output_buffer_size()];
    let out = reader.next_frame(&mut buf).map_err(|e| e.to_string())?;
    let (w, h) = (out.width as usize, out.height as usize);
    let depth = out.bit_depth as usize;
    let spp = out.color_type.samples();
    let palette = reader.info().palette.as_ref().map(|p| {
        p.chunks_exact(3)
            .map(|c| [c[0], c[1], c[2]])
            .collect::<Vec<_>>()
    });
    let indexed = out.color_type == png::ColorType::Indexed;
    let mut color = Vec::with_capacity(w * h * spp);
    let mut alpha = Vec::new();
    let channels = if spp >= 3 { 3 } else { 1 };
    // Gray of 2 or 4 bits widens to 8 bits, as GraphicsMagick reads it.
    let widen = |v: u16| match depth {
        2 | 4 if !indexed => v * (255 / ((1 << depth) - 1)),
        _ => v,
    };
    for row in buf.chunks(out.line_size).take(h) {
        for x in 0..w {
            for k in 0..spp {
                let v = widen(packed(row, x * spp + k, depth));
                if k < channels {
                    color.push(v);
                } else {
                    alpha.push(v);
                }
            }
        }
    }
    let result_depth = match depth {
        1 if !indexed && spp == 1 => 1,
        16 => 16,
        _ => 8,
    };
    Ok(vec![Picture {
        width: w,
        height: h,
        channels,
        samples: color,
        alpha: (!alpha.is_empty()).then_some(alpha),
        depth: result_depth,
        palette: if indexed { palette } else { None },
        file_depth: depth as u8,
    }])
}

/// Every frame of a GIF, each drawn over the one before (frames may cover
/// part of the screen), as indices into its palette.
fn read_gif(bytes: &[u8]) -> Result<Vec<Picture>, String> {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut dec = opts.read_info(bytes).map_err(|e| e.to_string())?;
    let (w, h) = (dec.width() as usize, dec.height() as usize);
    let global = dec.global_palette().map(<[u8]>::to_vec);
    let mut canvas = vec![0u16; w * h];
    let mut out = Vec::new();
    while let Some(f) = dec.read_next_frame().map_err(|e| e.to_string())? {
        let (fw, fh) = (f.width as usize, f.height as usize);
        for y in 0..fh {
            for x in 0..fw {
                let (cx, cy) = (f.left as usize + x, f.top as usize + y);
                let v = f.buffer[y * fw + x];
                if cx < w && cy < h && Some(v) != f.transparent {
                    canvas[cy * w + cx] = v as u16;
                }
            }
        }
        let pal = f
            .palette
            .clone()
            .or_else(|| global.clone())
            .unwrap_or_default();
        out.push(Picture {
            width: w,
            height: h,
            channels: 1,
            samples: canvas.clone(),
            alpha: None,
            depth: 8,
            palette: Some(pal.chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect()),
            file_depth: 8,
        });
    }
    if out.is_empty() {
        return Err("the file holds no image".into());
    }
    Ok(out)
}

fn read_other(bytes: &[u8], fmt: Format) -> Result<Vec<Picture>, String> {
    let kind = match fmt {
        Format::Jpeg => image::ImageFormat::Jpeg,
        Format::Bmp => image::ImageFormat::Bmp,
        _ => image::ImageFormat::Tiff,
    };
    let img = image::load_from_memory_with_format(bytes, kind).map_err(|e| e.to_string())?;
    let (w, h) = (img.width() as usize, img.height() as usize);
    let wide = |s: &[u16]| s.to_vec();
    let narrow = |s: &[u8]| s.iter().map(|v| *v as u16).collect::<Vec<_>>();
    use image::DynamicImage as D;
    let (spp, depth, all) = match &img {
        D::ImageLuma8(b) => (1, 8, narrow(b.as_raw())),
        D::ImageLumaA8(b) => (2, 8, narrow(b.as_raw())),
        D::ImageRgb8(b) => (3, 8, narrow(b.as_raw())),
        D::ImageRgba8(b) => (4, 8, narrow(b.as_raw())),
        D::ImageLuma16(b) => (1, 16, wide(b.as_raw())),
        D::ImageLumaA16(b) => (2, 16, wide(b.as_raw())),
        D::ImageRgb16(b) => (3, 16, wide(b.as_raw())),
        D::ImageRgba16(b) => (4, 16, wide(b.as_raw())),
        other => (3, 8, narrow(other.to_rgb8().as_raw())),
    };
    let channels = if spp >= 3 { 3 } else { 1 };
    let mut color = Vec::with_capacity(w * h * channels);
    let mut alpha = Vec::new();
    for px in all.chunks_exact(spp) {
        color.extend_from_slice(&px[..channels]);
        if spp > channels {
            alpha.push(px[channels]);
        }
    }
    Ok(vec![Picture {
        width: w,
        height: h,
        channels,
        samples: color,
        alpha: (!alpha.is_empty()).then_some(alpha),
        depth,
        palette: None,
        file_depth: depth,
    }])
}

/// The file an image builtin names: FILENAME, else FILENAME.EXT; its path and bytes.
fn find_file(name: &str, file: &str, ext: Option<&str>) -> Result<(String, Vec<u8>), MatError> {
    let mut tries = vec![file.to_string()];
    if let Some(e) = ext {
        tries.push(format!("{file}.{e}"));
    }
    for t in tries {
        if std::path::Path::new(&t).is_file() {
            let bytes = std::fs::read(&t).map_err(|e| fail(name, format!("{t}: {e}")))?;
            return Ok((t, bytes));
        }
    }
    Err(fail(name, format!("unable to find file '{file}'")))
}

fn decode(name: &str, path: &str, bytes: &[u8]) -> Result<(Format, Vec<Picture>), MatError> {
    let fmt = Format::sniff(bytes).ok_or_else(|| {
        fail(
            name,
            format!("unable to read '{path}': not a PNG, GIF, JPEG, BMP or TIFF file"),
        )
    })?;
    let pictures = match fmt {
        Format::Png => read_png(bytes),
        Format::Gif => read_gif(bytes),
        _ => read_other(bytes, fmt),
    }
    .map_err(|e| fail(name, format!("unable to read '{path}': {e}")))?;
    Ok((fmt, pictures))
}

/// Frames asked for by `imread(..., IDX)` or `'Index', IDX` (1-based; `'all'`).
fn frame_list(v: &Value, n: usize) -> Result<Vec<usize>, MatError> {
    if v.as_string().is_some_and(|s| s.eq_ignore_ascii_case("all")) {
        return Ok((0..n).collect());
    }
    v.to_f64_vec()?
        .into_iter()
        .map(|k| {
            if k >= 1.0 && k.fract() == 0.0 && (k as usize) <= n {
                Ok(k as usize - 1)
            } else {
                Err(MatError::msg(format!(
                    "imread: index {k} out of bounds; the file has {n} image(s)"
                )))
            }
        })
        .collect()
}

/// `[IMG, MAP, ALPHA] = imread (FILENAME, EXT, IDX, 'Index', IDX, ...)`.
fn imread(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let file = args
        .first()
        .and_then(Value::as_string)
        .ok_or_else(|| MatError::invalid_call("imread"))?;
    let mut rest = &args[1..];
    let mut ext = None;
    if let Some(e) = rest.first().and_then(Value::as_string) {
        if Format::from_ext(&e).is_some() {
            ext = Some(e);
            rest = &rest[1..];
        }
    }
    let mut index = None;
    if let Some(i) = rest.first().filter(|v| v.is_numeric()) {
        index = Some(i.clone());
        rest = &rest[1..];
    }
    for pair in rest.chunks(2) {
        match (pair[0].as_string(), pair.get(1)) {
            (Some(p), Some(v))
                if p.eq_ignore_ascii_case("index") || p.eq_ignore_ascii_case("frames") =>
            {
                index = Some(v.clone())
            }
            (Some(_), Some(_)) => {}
            _ => return Err(MatError::invalid_call("imread")),
        }
    }
    let (path, bytes) = find_file("imread", &file, ext.as_deref())?;
    let (_, pictures) = decode("imread", &path, &bytes)?;
    let frames = match &index {
        Some(v) => frame_list(v, pictures.len())?,
        None => vec![0],
    };
    let first = &pictures[frames[0]];
    let img = if frames.len() == 1 {
        first.image()
    } else {
        // Frames go along the 4th dimension, as Octave stacks them.
        let parts: Vec<Value> = frames.iter().map(|k| pictures[*k].image()).collect();
        let (h, w, c) = (first.height, first.width, first.channels);
        let mut data = Vec::with_capacity(h * w * c * parts.len());
        for p in &parts {
            data.extend(p.to_f64_vec()?);
        }
        let dims = Dims::new(&[h, w, c, parts.len()]);
        match first.depth {
            1 => Value::logical(Tensor::new(dims, data.iter().map(|v| *v != 0.0).collect())),
            8 => Value::int(Tensor::new(dims, data.iter().map(|v| *v as u8).collect())),
            _ => Value::int(Tensor::new(dims, data.iter().map(|v| *v as u16).collect())),
        }
    };
    let mut out = vec![img];
    if nargout > 1 {
        out.push(first.colormap());
    }
    if nargout > 2 {
        out.push(match &first.alpha {
            Some(a) => first.array(a, 1),
            None => Value::empty(),
        });
    }
    Ok(out)
}

// ---- imfinfo ---------------------------------------------------------------

/// Octave's fields of an `imfinfo` struct, in its order.
const INFO_FIELDS: &[&str] = &[
    "Filename",
    "FileModDate",
    "FileSize",
    "Format",
    "FormatVersion",
    "Width",
    "Height",
    "BitDepth",
    "ColorType",
    "DelayTime",
    "DisposalMethod",
    "LoopCount",
    "ByteOrder",
    "Gamma",
    "Chromaticities",
    "Comment",
    "Quality",
    "Compression",
    "Colormap",
    "Orientation",
    "ResolutionUnit",
    "XResolution",
    "YResolution",
    "Software",
    "Make",
    "Model",
    "DateTime",
    "ImageDescription",
    "Artist",
    "Copyright",
    "DigitalCamera",
    "GPSInfo",
];

/// `INFO = imfinfo (FILENAME)` or `imfinfo (FILENAME, EXT)`: one struct per
/// image of the file (a column for a GIF's frames). Fields matc cannot read
/// from the file keep Octave's empty values.
fn imfinfo(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let file = match args {
        [f] | [f, _] => f
            .as_string()
            .ok_or_else(|| MatError::msg("imfinfo: FILENAME must be a string"))?,
        _ => return Err(MatError::invalid_call("imfinfo")),
    };
    let ext = args.get(1).and_then(Value::as_string);
    let (path, bytes) = find_file("imfinfo", &file, ext.as_deref())?;
    let (fmt, pictures) = decode("imfinfo", &path, &bytes)?;
    let full = std::fs::canonicalize(&path)
        .map(|p| p.display().to_string())
        .unwrap_or(path.clone());
    let mtime = std::fs::metadata(&path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0);
    let dn = super::time::unix_to_datenum(mtime + super::time::local_offset_secs());
    let date = super::time::format_datestr(dn, "dd-mmm-yyyy HH:MM:SS");
    let fields = INFO_FIELDS.iter().map(|s| s.to_string()).collect();
    let mut sa = StructArray::with_fields(Dims::rc(pictures.len(), 1), fields);
    let empty_struct = Value::structure(StructArray::new_scalar());
    for (k, p) in pictures.iter().enumerate() {
        let values = [
            Value::str(&full),
            Value::str(&date),
            Value::Num(bytes.len() as f64),
            Value::str(fmt.name()),
            empty_char(),
            Value::Num(p.width as f64),
            Value::Num(p.height as f64),
            Value::Num(p.file_depth as f64),
            Value::str(p.color_type()),
            Value::Num(0.0),
            empty_char(),
            Value::Num(0.0),
            Value::str("undefined"),
            Value::Num(0.0),
            Value::zeros(Dims::rc(1, 0)),
            empty_char(),
            Value::Num(75.0),
            Value::str("undefined"),
            p.colormap(),
            Value::Num(1.0),
            Value::str("undefined"),
            Value::Num(0.0),
            Value::Num(0.0),
            empty_char(),
            empty_char(),
            empty_char(),
            empty_char(),
            empty_char(),
            empty_char(),
            empty_char(),
            empty_struct.clone(),
            empty_struct.clone(),
        ];
        for (f, v) in values.into_iter().enumerate() {
            *sa.get_mut(k, f) = v;
        }
    }
    Ok(vec![Value::structure(sa)])
}

// ---- writing ---------------------------------------------------------------

/// What `imwrite` was asked to write.
struct Request {
    /// Frames (along the 4th dimension), each row-major interleaved.
    frames: Vec<Vec<u16>>,
    width: usize,
    height: usize,
    channels: usize,
    /// 1 (logical), 8 or 16 bits per sample.
    depth: u8,
    palette: Option<Vec<[u8; 3]>>,
    alpha: Option<Vec<u16>>,
    quality: u8,
    delay: u16,
    append: bool,
    looped: bool,
}

/// The picture's samples at the depth they are written with; indices 0-based with a map.
fn samples(img: &Value, indexed: bool, deep: bool) -> Result<(Vec<f64>, u8), MatError> {
    let data = img.to_f64_vec()?;
    let class = img.class();
    Ok(match class {
        Class::Logical => (data, 1),
        Class::UInt8 => (data, 8),
        Class::UInt16 if !indexed => (data, 16),
        Class::UInt16 => (data, 8),
        Class::Double | Class::Single if indexed => {
            (data.into_iter().map(|v| (v - 1.0).max(0.0)).collect(), 8)
        }
        Class::Double | Class::Single => {
            let (top, depth) = if deep { (65535.0, 16) } else { (255.0, 8) };
            let scale = |v: f64| {
                if v.is_nan() {
                    0.0
                } else {
                    (v.clamp(0.0, 1.0) * top).round()
                }
            };
            (data.into_iter().map(scale).collect(), depth)
        }
        _ => return Err(MatError::msg("imwrite: image type not supported")),
    })
}

/// Column-major H-by-W-by-C-by-N values as N row-major interleaved frames.
fn interleave(data: &[f64], h: usize, w: usize, c: usize, n: usize) -> Vec<Vec<u16>> {
    (0..n)
        .map(|f| {
            let base = f * h * w * c;
            let mut out = Vec::with_capacity(h * w * c);
            for y in 0..h {
                for x in 0..w {
                    for k in 0..c {
                        out.push(data[base + k * h * w + x * h + y] as u16);
                    }
                }
            }
            out
        })
        .collect()
}

fn palette_of(map: &Value) -> Result<Vec<[u8; 3]>, MatError> {
    let d = map.dims();
    let m = map.to_f64_vec()?;
    if d.ndims() != 2 || d.cols() != 3 || d.rows() == 0 || !map.is_numeric() {
        return Err(MatError::msg("imwrite: MAP must be a valid colormap"));
    }
    let n = d.rows();
    // Truncated, as Octave's GraphicsMagick writes a colormap (0.7 is 178).
    let byte = |v: f64| (v.clamp(0.0, 1.0) * 255.0 + 1e-9).floor() as u8;
    Ok((0..n)
        .map(|i| [byte(m[i]), byte(m[n + i]), byte(m[2 * n + i])])
        .collect())
}

/// The image, map, file, format and options of an `imwrite` call.
fn parse_imwrite(args: &[Value]) -> Result<(Request, String, Format), MatError> {
    let usage = || MatError::invalid_call("imwrite");
    let img = args.first().ok_or_else(usage)?;
    if !(img.is_numeric() || img.class() == Class::Logical) || img.is_complex() {
        return Err(usage());
    }
    let (map, at) = match args.get(1) {
        Some(m) if m.as_string().is_none() => (Some(palette_of(m)?), 2),
        _ => (None, 1),
    };
    let file = args.get(at).and_then(Value::as_string).ok_or_else(usage)?;
    let mut rest = &args[at + 1..];
    let mut fmt = None;
    if rest.len() % 2 == 1 {
        fmt = rest[0].as_string();
        rest = &rest[1..];
    }
    let fmt = match fmt {
        Some(f) => f,
        None => std::path::Path::new(&file)
            .extension()
            .map(|e| e.to_string_lossy().into_owned())
            .ok_or_else(|| {
                MatError::msg(format!(
                    "imwrite: no extension found for {file} to identify the image format"
                ))
            })?,
    };
    let format = Format::from_ext(&fmt).ok_or_else(|| {
        MatError::msg(format!(
            "imwrite: matc writes PNG, GIF, JPEG, BMP and TIFF files, not '{fmt}'"
        ))
    })?;
    let d = img.dims();
    let (h, w) = (d.rows(), d.get(1));
    let c = if d.ndims() > 2 { d.get(2) } else { 1 };
    let n = if d.ndims() > 3 { d.get(3) } else { 1 };
    if d.ndims() > 4 {
        return Err(usage());
    }
    if c != 1 && c != 3 {
        return Err(MatError::msg(if c == 4 {
            "imwrite: matc writes 1 or 3 channels (no CMYK)"
        } else {
            "imwrite: IMG 3rd dimension must be 1, 3, or 4"
        }));
    }
    if map.is_some() && c != 1 {
        return Err(MatError::msg("imwrite: indexed image must have 1 channel"));
    }
    let deep = matches!(format, Format::Png | Format::Tiff);
    let (data, depth) = samples(img, map.is_some(), deep)?;
    let mut req = Request {
        frames: interleave(&data, h, w, c, n),
        width: w,
        height: h,
        channels: c,
        depth,
        palette: map,
        alpha: None,
        quality: 75,
        delay: 0,
        append: false,
        looped: false,
    };
    for pair in rest.chunks(2) {
        let (Some(p), Some(v)) = (pair[0].as_string(), pair.get(1)) else {
            return Err(usage());
        };
        match p.to_ascii_lowercase().as_str() {
            "quality" => {
                req.quality = v
                    .to_f64_vec()?
                    .first()
                    .map_or(75.0, |q| q.clamp(1.0, 100.0)) as u8
            }
            "alpha" => {
                let (a, _) = samples(v, false, depth == 16)?;
                if a.len() != h * w {
                    return Err(MatError::msg(
                        "imwrite: ALPHA must have the same height and width as IMG",
                    ));
                }
                req.alpha = Some(interleave(&a, h, w, 1, 1).remove(0));
            }
            "delaytime" => {
                req.delay = (v.to_f64_vec()?.first().copied().unwrap_or(0.0) * 100.0).round() as u16
            }
            "loopcount" => req.looped = true,
            "writemode" => {
                req.append = v
                    .as_string()
                    .is_some_and(|m| m.eq_ignore_ascii_case("append"))
            }
            // Compression, resolution, comments and the like keep their defaults.
            _ => {}
        }
    }
    Ok((req, file, format))
}

/// `imwrite (IMG, FILENAME)`, `imwrite (IMG, FILENAME, EXT)`, `imwrite (IMG,
/// MAP, FILENAME)`, `imwrite (..., PARAM, VALUE)` ('Quality', 'Alpha',
/// 'DelayTime', 'LoopCount', 'WriteMode' 'append' for GIF frames).
fn imwrite(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (req, file, format) = parse_imwrite(args)?;
    if req.width == 0 || req.height == 0 {
        return Err(MatError::msg("imwrite: IMG must not be empty"));
    }
    let bytes = match format {
        Format::Png => write_png(&req),
        Format::Gif => {
            let before = if req.append {
                std::fs::read(&file).ok()
            } else {
                None
            };
            write_gif(&req, before.as_deref())
        }
        _ => write_other(&req, format),
    }
    .map_err(|e| fail("imwrite", e))?;
    crate::os::write(&file, bytes).map_err(|e| fail("imwrite", format!("{file}: {e}")))?;
    Ok(vec![])
}

/// 8-bit samples: 16-bit ones keep their high byte, logical ones become 0 or 255.
fn bytes8(s: &[u16], depth: u8) -> Vec<u8> {
    match depth {
        1 => s.iter().map(|v| if *v != 0 { 255 } else { 0 }).collect(),
        16 => s.iter().map(|v| (v >> 8) as u8).collect(),
        _ => s.iter().map(|v| *v as u8).collect(),
    }
}

/// Indexed samples as RGB through the palette (for formats written without one).
fn through_palette(s: &[u16], pal: &[[u8; 3]]) -> Vec<u8> {
    s.iter()
        .flat_map(|i| pal[(*i as usize).min(pal.len() - 1)])
        .collect()
}

fn write_png(req: &Request) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let s = &req.frames[0];
    let mut enc = png::Encoder::new(&mut out, req.width as u32, req.height as u32);
    let alpha = req
        .alpha
        .as_ref()
        .filter(|_| req.palette.is_none() && req.depth != 1);
    let data: Vec<u8> = if let Some(pal) = &req.palette {
        enc.set_color(png::ColorType::Indexed);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_palette(pal.iter().flatten().copied().collect::<Vec<u8>>());
        s.iter()
            .map(|v| (*v).min(pal.len() as u16 - 1) as u8)
            .collect()
    } else if req.depth == 1 && alpha.is_none() && req.channels == 1 {
        enc.set_color(png::ColorType::Grayscale);
        enc.set_depth(png::BitDepth::One);
        let mut packed = Vec::new();
        for row in s.chunks(req.width) {
            let mut line = vec![0u8; req.width.div_ceil(8)];
            for (x, v) in row.iter().enumerate() {
                if *v != 0 {
                    line[x / 8] |= 0x80 >> (x % 8);
                }
            }
            packed.extend(line);
        }
        packed
    } else {
        let color = match (req.channels, alpha.is_some()) {
            (1, false) => png::ColorType::Grayscale,
            (1, true) => png::ColorType::GrayscaleAlpha,
            (_, false) => png::ColorType::Rgb,
            (_, true) => png::ColorType::Rgba,
        };
        enc.set_color(color);
        let depth = if req.depth == 16 { 16 } else { 8 };
        enc.set_depth(if depth == 16 {
            png::BitDepth::Sixteen
        } else {
            png::BitDepth::Eight
        });
        let c = req.channels;
        let mut data = Vec::with_capacity(s.len() * 2);
        for (p, px) in s.chunks(c).enumerate() {
            let a = alpha.map(|a| a[p]);
            for v in px.iter().copied().chain(a) {
                let v = if req.depth == 1 {
                    if v != 0 {
                        255
                    } else {
                        0
                    }
                } else {
                    v
                };
                if depth == 16 {
                    data.extend(v.to_be_bytes());
                } else {
                    data.push(v as u8);
                }
            }
        }
        data
    };
    let mut w = enc.write_header().map_err(|e| e.to_string())?;
    w.write_image_data(&data).map_err(|e| e.to_string())?;
    w.finish().map_err(|e| e.to_string())?;
    Ok(out)
}

/// A GIF frame of indices into its own palette (RGB bytes).
fn indexed_frame(req: &Request, indices: Vec<u8>, palette: Vec<u8>) -> gif::Frame<'static> {
    gif::Frame {
        width: req.width as u16,
        height: req.height as u16,
        buffer: indices.into(),
        palette: Some(palette),
        delay: req.delay,
        ..Default::default()
    }
}

/// A GIF frame of the request: its indices and its own palette (a gray ramp
/// for gray pictures, a quantized one for truecolor ones).
fn gif_frame(req: &Request, s: &[u16]) -> gif::Frame<'static> {
    if let Some(pal) = &req.palette {
        let top = pal.len() as u16 - 1;
        let indices = s.iter().map(|v| (*v).min(top) as u8).collect();
        indexed_frame(req, indices, pal.iter().flatten().copied().collect())
    } else if req.channels == 1 {
        let gray = (0..=255u8).flat_map(|g| [g, g, g]).collect();
        indexed_frame(req, bytes8(s, req.depth), gray)
    } else {
        let rgb = bytes8(s, req.depth);
        let (w, h) = (req.width as u16, req.height as u16);
        let mut frame = gif::Frame::from_rgb_speed(w, h, &rgb, 10);
        frame.delay = req.delay;
        frame
    }
}

fn write_gif(req: &Request, before: Option<&[u8]>) -> Result<Vec<u8>, String> {
    let mut old = Vec::new();
    if let Some(b) = before {
        for p in read_gif(b)? {
            if (p.width, p.height) != (req.width, req.height) {
                return Err("the frames of a GIF must all have the same size".into());
            }
            let indices = p.samples.iter().map(|v| *v as u8).collect();
            let palette = p
                .palette
                .unwrap_or_default()
                .into_iter()
                .flatten()
                .collect();
            old.push(indexed_frame(req, indices, palette));
        }
    }
    let mut out = Vec::new();
    {
        let mut enc = gif::Encoder::new(&mut out, req.width as u16, req.height as u16, &[])
            .map_err(|e| e.to_string())?;
        if req.looped || !old.is_empty() || req.frames.len() > 1 {
            enc.set_repeat(gif::Repeat::Infinite)
                .map_err(|e| e.to_string())?;
        }
        for f in &old {
            enc.write_frame(f).map_err(|e| e.to_string())?;
        }
        for s in &req.frames {
            enc.write_frame(&gif_frame(req, s))
                .map_err(|e| e.to_string())?;
        }
    }
    Ok(out)
}

fn write_other(req: &Request, format: Format) -> Result<Vec<u8>, String> {
    use image::{ExtendedColorType as T, ImageEncoder};
    let s = &req.frames[0];
    let (w, h) = (req.width as u32, req.height as u32);
    let (data, color): (Vec<u8>, T) = match &req.palette {
        Some(pal) => (through_palette(s, pal), T::Rgb8),
        None if req.depth == 16 && format == Format::Tiff => {
            let d = s.iter().flat_map(|v| v.to_ne_bytes()).collect();
            (d, if req.channels == 1 { T::L16 } else { T::Rgb16 })
        }
        None => (
            bytes8(s, req.depth),
            if req.channels == 1 { T::L8 } else { T::Rgb8 },
        ),
    };
    let mut out = Vec::new();
    let r = match format {
        Format::Jpeg => image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, req.quality)
            .write_image(&data, w, h, color),
        Format::Bmp => {
            image::codecs::bmp::BmpEncoder::new(&mut out).write_image(&data, w, h, color)
        }
        _ => image::codecs::tiff::TiffEncoder::new(Cursor::new(&mut out))
            .write_image(&data, w, h, color),
    };
    r.map_err(|e| e.to_string())?;
    Ok(out)
}

//! Headless figures: `matc run --figures DIR`, `print`, `saveas` and
//! `exportgraphics` write pictures whose pixels and SVG elements are checked
//! here (the figure is 560x420 pixels; the axes box of a single axes spans
//! x 72.8..506.8 and y 31.5..373.8, MATLAB's default axes position).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn matc(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_matc"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run matc")
}

fn tmpdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("matc-figures-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

struct Picture {
    w: usize,
    h: usize,
    rgb: Vec<u8>,
}

impl Picture {
    fn at(&self, x: usize, y: usize) -> [u8; 3] {
        let i = (y * self.w + x) * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    /// Whether a pixel of `color` (or of its anti-aliased shades, at least half
    /// saturated) is within `r` pixels of (x, y).
    fn near(&self, x: f64, y: f64, r: i64, color: [u8; 3]) -> bool {
        let (cx, cy) = (x.round() as i64, y.round() as i64);
        (-r..=r).any(|dy| {
            (-r..=r).any(|dx| {
                let (px, py) = (cx + dx, cy + dy);
                px >= 0
                    && py >= 0
                    && (px as usize) < self.w
                    && (py as usize) < self.h
                    && shade_of(self.at(px as usize, py as usize), color)
            })
        })
    }
}

/// `c` is `pure` blended with white at most halfway (lines are anti-aliased).
fn shade_of(c: [u8; 3], pure: [u8; 3]) -> bool {
    let white = c
        .iter()
        .zip(pure)
        .map(|(a, p)| if p == 255 { 0 } else { *a })
        .max()
        .unwrap_or(0);
    c.iter()
        .zip(pure)
        .all(|(a, p)| if p == 255 { *a == 255 } else { *a == white })
        && white < 128
}

fn read_png(p: &Path) -> Picture {
    let dec = png::Decoder::new(std::fs::File::open(p).expect("open png"));
    let mut r = dec.read_info().expect("png header");
    let mut buf = vec![0; r.output_buffer_size()];
    let info = r.next_frame(&mut buf).expect("png frame");
    assert_eq!(info.color_type, png::ColorType::Rgb);
    assert_eq!(info.bit_depth, png::BitDepth::Eight);
    buf.truncate(info.buffer_size());
    Picture {
        w: info.width as usize,
        h: info.height as usize,
        rgb: buf,
    }
}

const RED: [u8; 3] = [255, 0, 0];
const BLUE: [u8; 3] = [0, 0, 255];
const WHITE: [u8; 3] = [255, 255, 255];

/// Pixel of data point (x, y) on axes [0 4 0 4].
fn pixel(x: f64, y: f64) -> (f64, f64) {
    let (l, r, t, b) = (0.13 * 560.0, 0.905 * 560.0, 0.075 * 420.0, 0.89 * 420.0);
    (l + x / 4.0 * (r - l), b - y / 4.0 * (b - t))
}

const SCRIPT: &str = "\
plot([1 2 3], [1 2 3], 'r', [1 3], [3 1], 'b');
axis([0 4 0 4]);
title('Diagonals');
xlabel('the x');
legend('up', 'down');
";

fn check_diagonals(p: &Picture) {
    assert_eq!((p.w, p.h), (560, 420));
    // Background white, outside and inside the axes away from the lines.
    assert_eq!(p.at(3, 3), WHITE);
    let (x, y) = pixel(3.5, 0.3);
    assert_eq!(p.at(x as usize, y as usize), WHITE);
    // The red line runs along y = x from 1 to 3, the blue one from (1,3) to (3,1).
    for k in 0..=20 {
        let t = 1.0 + k as f64 * 0.1;
        let (x, y) = pixel(t, t);
        assert!(p.near(x, y, 1, RED), "no red at data ({t}, {t})");
        let (x, y) = pixel(t, 4.0 - t);
        // Blue is drawn last, so it shows where the lines cross.
        assert!(p.near(x, y, 1, BLUE), "no blue at data ({t}, {})", 4.0 - t);
    }
    // Nothing red beyond the data.
    let (x, y) = pixel(3.6, 3.6);
    assert!(!p.near(x, y, 3, RED));
    let (x, y) = pixel(0.5, 0.5);
    assert!(!p.near(x, y, 3, RED));
}

fn check_svg(svg: &str) {
    assert!(svg.starts_with("<svg"), "not an SVG document");
    assert!(svg.trim_end().ends_with("</svg>"));
    let lines: Vec<&str> = svg
        .split('<')
        .filter(|e| e.starts_with("polyline"))
        .collect();
    assert!(
        lines.iter().any(|l| l.contains("stroke=\"#FF0000\"")),
        "no red polyline"
    );
    assert!(
        lines.iter().any(|l| l.contains("stroke=\"#0000FF\"")),
        "no blue polyline"
    );
    assert_eq!(lines.len(), 2, "one polyline per series");
    for text in ["Diagonals", "the x", "up", "down"] {
        assert!(svg.contains(text), "no text {text}");
    }
    assert!(svg.matches("<text").count() >= 4);
}

#[test]
fn figures_flag_writes_open_figures() {
    let d = tmpdir("flag");
    std::fs::write(
        d.join("diag.m"),
        format!("{SCRIPT}figure(3); bar([1 2 3]);\n"),
    )
    .unwrap();
    let o = matc(&["run", "--figures", "out", "diag.m"], &d);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(o.stdout.is_empty(), "graphics calls print nothing");
    check_diagonals(&read_png(&d.join("out/figure1.png")));
    check_svg(&std::fs::read_to_string(d.join("out/figure1.svg")).unwrap());
    assert!(d.join("out/figure3.png").exists());
    assert!(!d.join("out/figure2.png").exists());
}

#[test]
fn print_saveas_exportgraphics_write_the_current_figure() {
    let d = tmpdir("print");
    let script = format!(
        "{SCRIPT}print -dpng a.png\nprint('-dsvg', 'b.svg')\nprint('-dpng', 'c')\nsaveas(gcf, 'd.svg');\nexportgraphics(gcf, 'e.png');\nfigure(2); plot(1:3);\nsaveas(1, 'f.png');\n"
    );
    std::fs::write(d.join("p.m"), script).unwrap();
    let o = matc(&["run", "p.m"], &d);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for f in ["a.png", "c.png", "e.png", "f.png"] {
        check_diagonals(&read_png(&d.join(f)));
    }
    for f in ["b.svg", "d.svg"] {
        check_svg(&std::fs::read_to_string(d.join(f)).unwrap());
    }
}

#[test]
fn closed_figures_are_not_written() {
    let d = tmpdir("closed");
    std::fs::write(
        d.join("c.m"),
        "plot(1:3); figure; plot(3:-1:1); close(1); figure(4); close all\n",
    )
    .unwrap();
    let o = matc(&["run", "--figures", "out", "c.m"], &d);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(std::fs::read_dir(d.join("out")).unwrap().count(), 0);
}

#[test]
fn bad_graphics_input_is_an_error_not_a_panic() {
    let d = tmpdir("bad");
    for (code, msg) in [
        (
            "plot([1 2 3], [1 2])",
            "__plt2vv__: vector lengths must match",
        ),
        (
            "subplot(2, 2, 5)",
            "subplot: INDEX value must be >= 1 and <= ROWS*COLS",
        ),
        (
            "figure(-1)",
            "figure: N must be figure handle or figure number",
        ),
        (
            "plot(1:3); print -dpdf x.pdf",
            "print: the 'pdf' format is not supported by matc",
        ),
        ("hold foo", "hold: invalid hold STATE"),
        (
            "close(99)",
            "close: first argument must be \"all\", a figure handle, or a figure name",
        ),
        ("get(42, 'Type')", "get: invalid handle (= 42)"),
        ("xlim([2 1])", "xlim: axis limits must be increasing"),
    ] {
        std::fs::write(d.join("b.m"), format!("{code}\n")).unwrap();
        let o = matc(&["run", "b.m"], &d);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{code}: {err}");
        assert!(err.contains(msg), "{code}: {err}");
        assert!(!err.contains("panicked"), "{code}: {err}");
    }
}

#[test]
fn sandbox_refuses_pictures_outside_its_folder() {
    let d = tmpdir("sandbox");
    std::fs::write(d.join("s.m"), "plot(1:3); print('-dpng', 'x.png');\n").unwrap();
    let o = matc(&["run", "--sandbox", "s.m"], &d);
    assert_eq!(o.status.code(), Some(1));
    assert!(!d.join("x.png").exists());
    std::fs::write(d.join("s.m"), "plot(1:3); exportgraphics(gcf, 'x.png');\n").unwrap();
    let o = matc(&["run", "--sandbox", "s.m"], &d);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("sandbox"));
    assert!(!d.join("x.png").exists());
    std::fs::write(
        d.join("s.m"),
        "plot(1:3); f = fullfile(tempdir, 'x.png'); print('-dpng', f); disp(exist(f, 'file'))\n",
    )
    .unwrap();
    let o = matc(&["run", "--sandbox", "s.m"], &d);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(String::from_utf8_lossy(&o.stdout).trim(), "2");
}

#[test]
fn stem_and_errorbar_draw_vertical_segments() {
    let d = tmpdir("stem");
    std::fs::write(
        d.join("s.m"),
        "stem([1 2 3], [1 2 3], 'r'); hold on; errorbar(3.5, 2, 1, 'b'); axis([0 4 0 4]); print -dpng s.png\n",
    )
    .unwrap();
    let o = matc(&["run", "s.m"], &d);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let p = read_png(&d.join("s.png"));
    // The stem at x = 2 runs from 0 to 2; nothing red above it.
    for y in [0.2, 1.0, 1.8] {
        let (px, py) = pixel(2.0, y);
        assert!(p.near(px, py, 1, RED), "no stem at (2, {y})");
    }
    let (px, py) = pixel(2.0, 2.6);
    assert!(!p.near(px, py, 2, RED));
    // The error bar at x = 3.5 spans 1..3.
    for y in [1.2, 2.5, 2.9] {
        let (px, py) = pixel(3.5, y);
        assert!(p.near(px, py, 1, BLUE), "no error bar at (3.5, {y})");
    }
    let (px, py) = pixel(3.5, 0.5);
    assert!(!p.near(px, py, 2, BLUE));
}

impl Picture {
    /// How many pixels of the rectangle x0..x1, y0..y1 are dark (text is
    /// drawn in black; the count does not depend on the glyphs' shapes).
    fn dark_in(&self, (x0, x1): (usize, usize), (y0, y1): (usize, usize)) -> usize {
        (y0..y1.min(self.h))
            .flat_map(|y| (x0..x1.min(self.w)).map(move |x| (x, y)))
            .filter(|&(x, y)| self.at(x, y).iter().all(|&c| c < 100))
            .count()
    }
}

#[test]
fn png_has_the_titles_labels_ticks_and_legend() {
    let d = tmpdir("text");
    std::fs::write(
        d.join("t.m"),
        "plot([1 2 3], [1 2 3], 'r'); axis([0 4 0 4]);\nprint -dpng bare.png\n\
         title('Growth of things'); xlabel('time (s)'); ylabel('amount');\n\
         legend('measured');\nprint -dpng text.png\n",
    )
    .unwrap();
    let o = matc(&["run", "t.m"], &d);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let bare = read_png(&d.join("bare.png"));
    let text = read_png(&d.join("text.png"));
    // The axes box spans x 73..507, y 31..374 (see the module doc).
    let title = ((150, 430), (0, 30));
    let xlabel = ((150, 430), (392, 420));
    let ylabel = ((0, 40), (100, 300));
    // The legend box's text, right of its line sample.
    let legend = ((436, 497), (41, 59));
    for (what, area) in [
        ("title", title),
        ("x label", xlabel),
        ("y label", ylabel),
        ("legend", legend),
    ] {
        assert_eq!(bare.dark_in(area.0, area.1), 0, "{what} drawn without text");
        assert!(
            text.dark_in(area.0, area.1) >= 15,
            "no {what} text: {} dark pixels",
            text.dark_in(area.0, area.1)
        );
    }
    // Tick labels under the box (0, 1, 2, 3, 4) and left of it, in both.
    for p in [&bare, &text] {
        for k in 0..=4 {
            let (x, y) = pixel(k as f64, 0.0);
            let (x, y) = (x as usize, y as usize);
            assert!(
                p.dark_in((x - 8, x + 8), (y + 3, y + 18)) >= 5,
                "no x tick label {k}"
            );
            let (x, y) = pixel(0.0, k as f64);
            let (x, y) = (x as usize, y as usize);
            assert!(
                p.dark_in((x - 25, x - 2), (y - 8, y + 8)) >= 5,
                "no y tick label {k}"
            );
        }
    }
}

#[test]
fn quiver_and_comet_draw_their_arrows_and_tails() {
    let d = tmpdir("quiver");
    std::fs::write(
        d.join("q.m"),
        "quiver([1 3], [1 1], [1 0], [0 2], 0, 'r'); hold on;\n\
         comet([0.5 1.5 2.5], [3.5 3 3.5]); axis([0 4 0 4]); print -dpng q.png\n",
    )
    .unwrap();
    let o = matc(&["run", "q.m"], &d);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let p = read_png(&d.join("q.png"));
    // The arrows' shafts: (1,1) to (2,1), (3,1) to (3,3); nothing red elsewhere.
    for (x, y) in [(1.2, 1.0), (1.6, 1.0), (3.0, 1.5), (3.0, 2.5)] {
        let (px, py) = pixel(x, y);
        assert!(p.near(px, py, 1, RED), "no arrow at ({x}, {y})");
    }
    for (x, y) in [(2.5, 1.0), (1.0, 2.5), (3.0, 3.6)] {
        let (px, py) = pixel(x, y);
        assert!(!p.near(px, py, 2, RED), "red at ({x}, {y})");
    }
    // Each head's barbs leave the shaft's line just behind the tip.
    let (px, py) = pixel(1.9, 1.0);
    assert!(p.near(px, py - 6.0, 4, RED) || p.near(px, py + 6.0, 4, RED));
    // The comet's tail is blue; its head a red marker at its last point.
    let (px, py) = pixel(1.0, 3.25);
    assert!(p.near(px, py, 1, BLUE), "no comet tail");
    let (px, py) = pixel(2.5, 3.5);
    assert!(p.near(px, py, 4, RED), "no comet head");
}

#[test]
fn pcolor_and_peaks_fill_the_axes_with_colors() {
    let d = tmpdir("pcolor");
    std::fs::write(
        d.join("p.m"),
        "subplot(1, 2, 1); pcolor(magic(4)); subplot(1, 2, 2); peaks(20); print -dpng p.png\n",
    )
    .unwrap();
    let o = matc(&["run", "p.m"], &d);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let p = read_png(&d.join("p.png"));
    // Inside each axes most pixels are colored (neither white nor gray).
    for (x0, x1) in [(90, 230), (340, 495)] {
        let colored = (120..330)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .filter(|&(x, y)| {
                let c = p.at(x, y);
                c.iter().max().unwrap() - c.iter().min().unwrap() > 40
            })
            .count();
        assert!(
            colored > (x1 - x0) * 210 / 2,
            "axes at x {x0}..{x1}: {colored} colored pixels"
        );
    }
}

#[test]
fn truecolor_images_and_imshow_draw_their_own_colors() {
    let d = tmpdir("truecolor");
    // Left: image of a red-over-blue truecolor picture; right: imshow of a
    // gray ramp read back from the PNG imwrite made. getframe sees the same.
    std::fs::write(
        d.join("t.m"),
        "rgb = zeros(2, 1, 3); rgb(1, 1, 1) = 1; rgb(2, 1, 3) = 1;\n\
         subplot(1, 2, 1); image(rgb);\n\
         imwrite(uint8([0 255; 0 255]), 'g.png');\n\
         subplot(1, 2, 2); imshow('g.png');\n\
         print -dpng t.png\n\
         F = getframe(gcf); imwrite(F.cdata, 'f.png');\n",
    )
    .unwrap();
    let o = matc(&["run", "t.m"], &d);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for file in ["t.png", "f.png"] {
        let p = read_png(&d.join(file));
        let count = |pure: [u8; 3], x0: usize, x1: usize| {
            (40..380)
                .flat_map(|y| (x0..x1).map(move |x| (x, y)))
                .filter(|&(x, y)| p.at(x, y) == pure)
                .count()
        };
        // The left axes hold a red upper half and a blue lower half.
        assert!(count(RED, 70, 260) > 5000, "{file}: red");
        assert!(count(BLUE, 70, 260) > 5000, "{file}: blue");
        // The right axes hold black and white (no colormap colors).
        assert!(count([0, 0, 0], 300, 530) > 2000, "{file}: black");
        let tinted = (40..380)
            .flat_map(|y| (300..530).map(move |x| (x, y)))
            .filter(|&(x, y)| {
                let c = p.at(x, y);
                c.iter().max().unwrap() - c.iter().min().unwrap() > 40
            })
            .count();
        assert_eq!(tinted, 0, "{file}: imshow of a gray image has no colors");
    }
}

//! Decorations of an axes beyond the basic box: the constant lines of
//! `xline` and `yline` (which span the plot box whatever the limits are),
//! user tick labels, the plot-box shape of `axis square`/`daspect`, the
//! right-hand y axis of a `yyaxis` pair and the figure's `sgtitle`. This
//! file must not choose limits or know MATLAB names.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::geometry::PixelRect;
use crate::model::{Axes, Axis, Figure, Series, SeriesKind};
use crate::render::{drawing, font, rgb, Result, AXIS_COLOR};
use crate::series::{stroke_path, Frame};
use crate::ticks::Ticks;

/// Draws an `xline`/`yline` from one side of the plot box to the other,
/// with its label (if any) at the top right end, as MATLAB places it.
pub(crate) fn draw_constant_line<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    series: &Series,
) -> Result<()> {
    let SeriesKind::ConstantLine {
        value,
        vertical,
        label,
    } = &series.kind
    else {
        return Ok(());
    };
    let r = frame.rect;
    let (a, b) = if *vertical {
        let x = frame.x.to_pixel(*value, r.left, r.width);
        ((x, r.top), (x, r.bottom()))
    } else {
        let y = frame.y.to_pixel(*value, r.top, r.height);
        ((r.left, y), (r.right(), y))
    };
    if !(a.0.is_finite() && a.1.is_finite()) {
        return Ok(());
    }
    let style = &series.style;
    stroke_path(
        area,
        frame,
        [a, b].into_iter(),
        style.color,
        style.line_style,
        style.line_width,
    )?;
    if label.is_empty() {
        return Ok(());
    }
    let inside = if *vertical {
        a.0 >= r.left && a.0 <= r.right()
    } else {
        a.1 >= r.top && a.1 <= r.bottom()
    };
    if inside {
        let gap = 3.0 * frame.scale;
        let (at, pos) = if *vertical {
            ((a.0 - gap, r.top + gap), Pos::new(HPos::Right, VPos::Top))
        } else {
            (
                (r.right() - gap, a.1 - gap),
                Pos::new(HPos::Right, VPos::Bottom),
            )
        };
        let text_style = font(9.0, frame.scale, false)
            .color(&rgb(style.color))
            .pos(pos);
        area.draw(&Text::new(
            label.clone(),
            (at.0 as i32, at.1 as i32),
            text_style,
        ))
        .map_err(drawing)?;
    }
    Ok(())
}

/// The ticks with the user's labels (`xticklabels`): the label of the
/// k-th tick of the axis' own tick values, blank past the last label.
pub(crate) fn relabel(mut ticks: Ticks, axis: &Axis) -> Ticks {
    let Some(labels) = &axis.tick_labels else {
        return ticks;
    };
    ticks.labels = ticks
        .values
        .iter()
        .enumerate()
        .map(|(k, v)| {
            let index = axis
                .ticks
                .as_ref()
                .and_then(|all| all.iter().position(|t| t == v))
                .unwrap_or(k);
            labels.get(index).cloned().unwrap_or_default()
        })
        .collect();
    ticks.exponent = 0;
    ticks
}

/// `axis square`: the largest square plot box centred in `rect`.
pub(crate) fn make_square(axes: &Axes, rect: &mut PixelRect) {
    if !axes.square || axes.equal || axes.aspect.is_some() {
        return;
    }
    let side = rect.width.min(rect.height);
    rect.left += (rect.width - side) / 2.0;
    rect.top += (rect.height - side) / 2.0;
    rect.width = side;
    rect.height = side;
}

/// The data units per unit length of x and y that `axis equal` (1:1) or
/// `daspect` asks for, if either does.
pub(crate) fn aspect_ratio(axes: &Axes) -> Option<(f64, f64)> {
    if axes.equal {
        return Some((1.0, 1.0));
    }
    let [dx, dy, _] = axes.aspect?;
    (dx > 0.0 && dy > 0.0 && dx.is_finite() && dy.is_finite()).then_some((dx, dy))
}

/// The right-hand y axis of a `yyaxis` pair: its line, ticks, tick labels
/// and label on the right side of the plot box (the left axes draws the
/// rest of the box and the x axis).
pub(crate) fn draw_right_axis<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    axes: &Axes,
    y_ticks: &Ticks,
) -> Result<()> {
    let r = frame.rect;
    let (t, rt, b) = (r.top as i32, r.right() as i32, r.bottom() as i32);
    area.draw(&PathElement::new(vec![(rt, t), (rt, b)], AXIS_COLOR))
        .map_err(drawing)?;
    let tick = (0.01 * r.width.max(r.height)).round().max(2.0) as i32;
    let gap = (4.0 * frame.scale) as i32;
    let style = font(10.0, frame.scale, false)
        .color(&AXIS_COLOR)
        .pos(Pos::new(HPos::Left, VPos::Center));
    let mut widest = 0;
    for (v, label) in y_ticks.values.iter().zip(&y_ticks.labels) {
        let py = frame.y.to_pixel(*v, r.top, r.height).round() as i32;
        area.draw(&PathElement::new(
            vec![(rt, py), (rt - tick, py)],
            AXIS_COLOR,
        ))
        .map_err(drawing)?;
        area.draw(&Text::new(label.clone(), (rt + gap, py), style.clone()))
            .map_err(drawing)?;
        let size = area.estimate_text_size(label, &style);
        widest = widest.max(size.map_or(0, |(w, _)| w as i32));
    }
    if !axes.y.label.is_empty() {
        let style = font(11.0, frame.scale, false)
            .transform(FontTransform::Rotate90)
            .color(&AXIS_COLOR)
            .pos(Pos::new(HPos::Center, VPos::Bottom));
        let at = (rt + 3 * gap + widest, (r.top + r.height / 2.0) as i32);
        area.draw(&Text::new(axes.y.label.clone(), at, style))
            .map_err(drawing)?;
    }
    Ok(())
}

/// The figure's `sgtitle`, centred at the top of the figure.
pub(crate) fn draw_sgtitle<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    figure: &Figure,
    scale: f64,
) -> Result<()> {
    if figure.sgtitle.is_empty() {
        return Ok(());
    }
    let (width, _) = area.dim_in_pixel();
    let style = font(12.0, scale, false)
        .color(&AXIS_COLOR)
        .pos(Pos::new(HPos::Center, VPos::Top));
    let at = ((f64::from(width) / 2.0) as i32, (4.0 * scale) as i32);
    area.draw(&Text::new(figure.sgtitle.clone(), at, style))
        .map_err(drawing)?;
    Ok(())
}

/// The grid of a polar axes of `radius`: circles at the radius ticks,
/// spokes every 30 degrees, angle labels outside and radius labels along
/// the 80-degree spoke, as MATLAB's polar axes shows them.
pub(crate) fn draw_polar_grid<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    radius: f64,
) -> Result<()> {
    if !(radius > 0.0 && radius.is_finite()) {
        return Ok(());
    }
    let grid = RGBColor(217, 217, 217);
    let rings = crate::ticks::linear(Some((0.0, radius)), Some((0.0, radius)), true, 6);
    let label = font(9.0, frame.scale, false).color(&AXIS_COLOR);
    let steps = 120;
    for (r, text) in rings.values.iter().zip(&rings.labels) {
        if *r <= 0.0 {
            continue;
        }
        let ring: Vec<(i32, i32)> = (0..=steps)
            .map(|k| {
                let t = k as f64 / steps as f64 * std::f64::consts::TAU;
                let p = frame.point(r * t.cos(), r * t.sin());
                (p.0.round() as i32, p.1.round() as i32)
            })
            .collect();
        let color = if (r - radius).abs() < 1e-12 * radius {
            AXIS_COLOR
        } else {
            grid
        };
        area.draw(&PathElement::new(ring, color)).map_err(drawing)?;
        let at = frame.point(r * 80f64.to_radians().cos(), r * 80f64.to_radians().sin());
        let style = label.clone().pos(Pos::new(HPos::Left, VPos::Bottom));
        area.draw(&Text::new(text.clone(), (at.0 as i32, at.1 as i32), style))
            .map_err(drawing)?;
    }
    let centre = frame.point(0.0, 0.0);
    for k in 0..12 {
        let t = f64::from(k * 30).to_radians();
        let end = frame.point(radius * t.cos(), radius * t.sin());
        let spoke = vec![
            (centre.0.round() as i32, centre.1.round() as i32),
            (end.0.round() as i32, end.1.round() as i32),
        ];
        area.draw(&PathElement::new(spoke, grid)).map_err(drawing)?;
        let out = frame.point(1.08 * radius * t.cos(), 1.08 * radius * t.sin());
        let style = label.clone().pos(Pos::new(HPos::Center, VPos::Center));
        let text = format!("{}\u{b0}", k * 30);
        area.draw(&Text::new(text, (out.0 as i32, out.1 as i32), style))
            .map_err(drawing)?;
    }
    Ok(())
}

/// For an axes of a `yyaxis` pair (left at `i`, right at `i + 1`, one
/// position): a copy whose x limits are those of both sides' data, so
/// the two share their x axis. `None` for other axes or set x limits.
pub(crate) fn shared_x(figure: &Figure, i: usize) -> Option<Axes> {
    let axes = figure.axes.get(i)?;
    let (left, right) = if axes.y_right {
        (figure.axes.get(i.checked_sub(1)?)?, axes)
    } else {
        (axes, figure.axes.get(i + 1)?)
    };
    if !right.y_right || left.y_right || left.position != right.position {
        return None;
    }
    let fixed = left.x.limits.or(right.x.limits);
    let limits = match fixed {
        Some(l) => l,
        None => {
            let mut merged = left.clone();
            merged.series.extend(right.series.iter().cloned());
            merged.x.tight = left.x.tight || right.x.tight;
            crate::render::shown_limits(&merged).0
        }
    };
    let mut copy = axes.clone();
    copy.x.limits = Some(limits);
    copy.x.scale = left.x.scale;
    Some(copy)
}

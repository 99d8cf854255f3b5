//! `surf`, `mesh` and `view`: surfaces over a grid (shared grid parsing
//! with `contour`), coloured by Z or by a colour array, in MATLAB's default
//! 3-D view. This file must not draw or project: the renderer does.

use ferromat_plot::{Series, SeriesKind, Style, SurfaceColor};

use super::contour::grid_args;
use super::linespec;
use super::{handle_of, is_text, numeric, target_axes};
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// MATLAB's default 3-D view: azimuth -37.5 degrees, elevation 30.
pub const DEFAULT_VIEW: (f64, f64) = (-37.5, 30.0);

fn dimensions_error(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:DataDimensionsMustAgree"),
        "Data dimensions must agree.",
    )
}

/// The shared body of `surf` and `mesh`.
fn surface(
    interp: &mut Interpreter,
    args: &[Value],
    nargout: usize,
    mesh: bool,
) -> Result<Outputs> {
    let function = if mesh { "mesh" } else { "surf" };
    let (target, args) = target_axes(interp, args);
    let split = args.iter().position(is_text).unwrap_or(args.len());
    let (data, rest) = args.split_at(split);
    let (grid_part, color_arg) = match data.len() {
        1 | 3 => (data, None),
        2 => (&data[..1], data.get(1)),
        4 => (&data[..3], data.get(3)),
        0 => return Err(RuntimeError::not_enough_inputs()),
        _ => return Err(RuntimeError::too_many_inputs()),
    };
    let grid = grid_args(grid_part, function, &|| dimensions_error(function))?;
    let c = match color_arg {
        Some(value) => {
            let (c, shape) = numeric(value, function)?;
            if shape.dims() != [grid.rows, grid.cols] {
                return Err(dimensions_error(function));
            }
            c
        }
        None => grid.z.clone(),
    };
    let mut style = Style::line([0.0, 0.0, 0.0]);
    // surf: faces coloured by the data, black edges; mesh: white faces,
    // edges coloured by the data (MATLAB's defaults for each).
    let (mut face, mut edge) = if mesh {
        (SurfaceColor::Fixed([1.0, 1.0, 1.0]), SurfaceColor::Flat)
    } else {
        (SurfaceColor::Flat, SurfaceColor::Fixed([0.0, 0.0, 0.0]))
    };
    let options = linespec::options(rest, "Surface", &["facecolor", "edgecolor"])?;
    for (name, value) in &options.extra {
        if name == "facecolor" {
            face = surface_color(value, "FaceColor")?;
        } else {
            edge = surface_color(value, "EdgeColor")?;
        }
    }
    linespec::apply_pairs(&mut style, &options.style_pairs)?;
    let (f, a) = target;
    let id = interp.graphics.next_id();
    let axes = &mut interp.graphics.figures[f].axes[a];
    let fresh = !axes.hold || axes.series.is_empty();
    axes.prepare_for_plot();
    if fresh {
        axes.view = Some(DEFAULT_VIEW);
        axes.grid = true;
    } else if axes.view.is_none() {
        axes.view = Some(DEFAULT_VIEW);
    }
    axes.series.push(Series {
        id,
        kind: SeriesKind::Surface {
            rows: grid.rows,
            cols: grid.cols,
            x: grid.x,
            y: grid.y,
            z: grid.z,
            c,
            face,
            edge,
        },
        style,
        display_name: options.display_name,
    });
    let mut out = Outputs::new();
    if nargout > 0 {
        out.push(handle_of(id));
    }
    Ok(out)
}

/// A surface's `FaceColor` or `EdgeColor`: `'none'`, `'flat'`,
/// `'interp'`, or a colour (name, RGB triplet or hex code).
pub fn surface_color(value: &Value, property: &str) -> Result<SurfaceColor> {
    if let Some(text) = value.as_text().filter(|_| is_text(value)) {
        match text.to_ascii_lowercase().as_str() {
            "none" => return Ok(SurfaceColor::None),
            "flat" => return Ok(SurfaceColor::Flat),
            "interp" => return Ok(SurfaceColor::Interp),
            _ => {}
        }
    }
    super::color(value, property)
        .map(SurfaceColor::Fixed)
        .map_err(|_| {
            linespec::bad_value(
                property,
                "'none', 'flat', 'interp', a color name, an RGB triplet or a hex code",
            )
        })
}

/// The value `get` reports for a `FaceColor` or `EdgeColor`.
pub fn surface_color_value(color: SurfaceColor) -> Value {
    match color {
        SurfaceColor::None => Value::char_row("none"),
        SurfaceColor::Flat => Value::char_row("flat"),
        SurfaceColor::Interp => Value::char_row("interp"),
        SurfaceColor::Fixed(c) => super::color_value(c),
    }
}

/// `shading flat`, `shading faceted`, `shading interp`, `shading(ax, ...)`:
/// sets the colouring of every surface in the axes as MATLAB documents it
/// (flat: one colour a face, no edges; faceted: flat with black edges;
/// interp: colours interpolated across faces and edges, no edges drawn).
/// A mesh keeps its face colour and colours its edges the same way.
pub fn shading(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let ((f, a), args) = target_axes(interp, args);
    let [kind] = args else {
        return Err(if args.is_empty() {
            RuntimeError::not_enough_inputs()
        } else {
            RuntimeError::too_many_inputs()
        });
    };
    let text = kind
        .as_text()
        .filter(|_| is_text(kind))
        .unwrap_or_default()
        .to_ascii_lowercase();
    let (face, edge) = match text.as_str() {
        "flat" => (SurfaceColor::Flat, SurfaceColor::None),
        "faceted" => (SurfaceColor::Flat, SurfaceColor::Fixed([0.0, 0.0, 0.0])),
        "interp" => (SurfaceColor::Interp, SurfaceColor::None),
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:shading:InvalidOption",
                "Shading methods are 'flat', 'faceted', and 'interp'.",
            ))
        }
    };
    for series in &mut interp.graphics.figures[f].axes[a].series {
        if let SeriesKind::Surface {
            face: old_face,
            edge: old_edge,
            ..
        } = &mut series.kind
        {
            // A mesh (fixed face colour, edges by the data) shows its
            // shading on its edges: faceted and flat keep flat edges.
            let is_mesh = matches!(old_face, SurfaceColor::Fixed(_))
                && !matches!(old_edge, SurfaceColor::Fixed(_) | SurfaceColor::None);
            if is_mesh {
                *old_edge = if face == SurfaceColor::Interp {
                    SurfaceColor::Interp
                } else {
                    SurfaceColor::Flat
                };
            } else {
                *old_face = face;
                *old_edge = edge;
            }
        }
    }
    Ok(Outputs::new())
}

/// `surf(Z)`, `surf(Z,C)`, `surf(X,Y,Z)`, `surf(X,Y,Z,C)`, name-value pairs.
pub fn surf(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    surface(interp, args, nargout, false)
}

/// `mesh`: as `surf`, with white faces and edges coloured by the data.
pub fn mesh(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    surface(interp, args, nargout, true)
}

/// `view(az, el)`, `view([az el])`, `view(2)`, `view(3)`,
/// `[az, el] = view`: the viewpoint of the current axes.
pub fn view(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let (f, a) = target;
    let bad = || {
        RuntimeError::new(
            "MATLAB:view:InvalidArgument",
            "Specify the view as view(az,el), view([az el]), view(2) or view(3).",
        )
    };
    let new_view = match args {
        [] => None,
        [one] => {
            let (v, _) = numeric(one, "view")?;
            match v.as_slice() {
                [d] if *d == 2.0 => Some(None),
                [d] if *d == 3.0 => Some(Some(DEFAULT_VIEW)),
                [az, el] => Some(Some((*az, *el))),
                _ => return Err(bad()),
            }
        }
        [az, el] => Some(Some((args::scalar(az, "view")?, args::scalar(el, "view")?))),
        _ => return Err(bad()),
    };
    let axes = &mut interp.graphics.figures[f].axes[a];
    if let Some(view) = new_view {
        if let Some((az, el)) = view {
            if !(az.is_finite() && el.is_finite()) {
                return Err(bad());
            }
        }
        // A top view (elevation 90, azimuth 0) is MATLAB's 2-D view.
        axes.view = view.filter(|(az, el)| !(*el == 90.0 && az.rem_euclid(360.0) == 0.0));
    }
    let (az, el) = axes.view.unwrap_or((0.0, 90.0));
    let mut out = Outputs::new();
    match nargout {
        0 => {}
        1 if new_view.is_none() => out.push(Value::row(vec![az, el])),
        1 => {}
        _ => {
            out.push(Value::scalar(az));
            out.push(Value::scalar(el));
        }
    }
    Ok(out)
}

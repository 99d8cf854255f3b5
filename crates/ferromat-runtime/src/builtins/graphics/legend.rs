//! `legend`: labels for the plotted objects of an axes, from its
//! arguments or their display names, placed at a MATLAB `Location`. This
//! file must not create plotted series.

use ferromat_plot::{Legend, LegendLocation, SeriesKind};

use super::target_axes;
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

fn none() -> Outputs {
    Outputs::new()
}

/// A legend location by MATLAB's name (outside places map to the
/// nearest inside corner; 'best' is the default corner).
fn location(value: &Value) -> Result<LegendLocation> {
    let text = value.as_text().unwrap_or_default().to_ascii_lowercase();
    let base = text.strip_suffix("outside").unwrap_or(&text);
    Ok(match base {
        "northeast" | "best" | "" => LegendLocation::NorthEast,
        "northwest" => LegendLocation::NorthWest,
        "southeast" => LegendLocation::SouthEast,
        "southwest" => LegendLocation::SouthWest,
        "north" => LegendLocation::North,
        "south" => LegendLocation::South,
        "east" => LegendLocation::East,
        "west" => LegendLocation::West,
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:legend:UnknownLocation",
                format!("'{text}' is not a valid value for Location."),
            ))
        }
    })
}

/// `legend`, `legend(label1, ..., labelN)`, `legend(labels)`,
/// `legend(..., 'Location', loc)`, `legend off`, `legend show`.
pub fn legend(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let ((f, a), args) = target_axes(interp, args);
    let mut labels: Vec<String> = Vec::new();
    let mut place = LegendLocation::NorthEast;
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        let text = arg.as_text();
        let lower = text.as_deref().map(str::to_ascii_lowercase);
        match (arg, lower.as_deref()) {
            (_, Some("location")) if i + 1 < args.len() => {
                place = location(&args[i + 1])?;
                i += 2;
                continue;
            }
            (_, Some("orientation" | "fontsize" | "box" | "textcolor" | "numcolumns"))
                if i + 1 < args.len() =>
            {
                i += 2;
                continue;
            }
            (_, Some("off")) if args.len() == 1 => {
                interp.graphics.figures[f].axes[a].legend = None;
                return Ok(none());
            }
            (_, Some("show" | "boxon" | "boxoff" | "hide")) if args.len() == 1 => {
                if lower.as_deref() == Some("hide") {
                    interp.graphics.figures[f].axes[a].legend = None;
                    return Ok(none());
                }
            }
            (Value::Cell(cells), _) => {
                for c in cells.data() {
                    labels.push(args::text(c, "legend")?);
                }
            }
            (Value::String(strings), _) => {
                for s in strings.data() {
                    labels.push(s.as_deref().unwrap_or("").to_string());
                }
            }
            (_, Some(_)) => labels.push(text.unwrap_or_default()),
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:legend:InvalidInput",
                    "Invalid argument. Type 'help legend' for more information.",
                ))
            }
        }
        i += 1;
    }
    let axes = &mut interp.graphics.figures[f].axes[a];
    let plotted: Vec<&mut ferromat_plot::Series> = axes
        .series
        .iter_mut()
        .filter(|s| {
            !matches!(
                s.kind,
                SeriesKind::Text { .. } | SeriesKind::InlineLabel { .. }
            )
        })
        .collect();
    if labels.is_empty() {
        labels = plotted
            .iter()
            .enumerate()
            .map(|(k, s)| {
                s.display_name
                    .clone()
                    .unwrap_or_else(|| format!("data{}", k + 1))
            })
            .collect();
    } else {
        for (s, label) in plotted.into_iter().zip(&labels) {
            s.display_name = Some(label.clone());
        }
    }
    axes.legend = Some(Legend {
        labels,
        location: place,
    });
    Ok(none())
}

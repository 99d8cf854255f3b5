//! LineSpec strings (`'r--o'`) and the line, marker and fill properties
//! given as name-value pairs (`'LineWidth', 2`), applied to a series'
//! style. This file must not create series or touch the figure state.

use ferromat_plot::{LineStyle, Marker, Style};

use super::{color, is_text};
use crate::error::{Result, RuntimeError};
use crate::value::Value;

/// What a LineSpec sets; unset parts keep the series' defaults.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LineSpec {
    pub line: Option<LineStyle>,
    pub marker: Option<Marker>,
    pub color: Option<[f64; 3]>,
}

impl LineSpec {
    /// Applies the spec: a marker without a line style means markers only,
    /// as MATLAB draws `plot(x, y, 'o')`.
    pub fn apply(&self, style: &mut Style) {
        if let Some(c) = self.color {
            style.color = c;
        }
        if let Some(m) = self.marker {
            style.marker = m;
        }
        match (self.line, self.marker) {
            (Some(l), _) => style.line_style = l,
            (None, Some(_)) => style.line_style = LineStyle::None,
            (None, None) => {}
        }
    }
}

/// A LineSpec at the front of `rest` (text only, as `contour(Z, 'r--')`
/// and `errorbar(x, y, e, 'o')` take it), with the arguments after it; the
/// default spec and `rest` unchanged when the first argument is not one.
pub fn leading(rest: &[Value]) -> (LineSpec, &[Value]) {
    match rest
        .first()
        .filter(|v| is_text(v))
        .and_then(Value::as_text)
        .and_then(|t| parse(&t))
    {
        Some(spec) => (spec, &rest[1..]),
        None => (LineSpec::default(), rest),
    }
}

/// The error for text that is neither a LineSpec nor a property.
pub fn bad_linespec(text: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:plot:InvalidLineSpec",
        format!("Invalid LineSpec or property name '{text}'. Error in color/linetype argument."),
    )
}

/// Parses a LineSpec such as `'r--o'`, `':'`, `'ks'`, `'-.'`; `None` when
/// the text is not one (it may then be a property name).
pub fn parse(text: &str) -> Option<LineSpec> {
    let mut spec = LineSpec::default();
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return None;
    }
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let (line, step) = match (c, next) {
            ('-', Some('-')) => (Some(LineStyle::Dashed), 2),
            ('-', Some('.')) => (Some(LineStyle::DashDot), 2),
            ('-', _) => (Some(LineStyle::Solid), 1),
            (':', _) => (Some(LineStyle::Dotted), 1),
            _ => (None, 1),
        };
        if let Some(l) = line {
            if spec.line.replace(l).is_some() {
                return None;
            }
            i += step;
            continue;
        }
        let marker = match c {
            'o' => Some(Marker::Circle),
            '+' => Some(Marker::Plus),
            '*' => Some(Marker::Asterisk),
            '.' => Some(Marker::Point),
            'x' => Some(Marker::Cross),
            's' => Some(Marker::Square),
            'd' => Some(Marker::Diamond),
            '^' => Some(Marker::TriangleUp),
            'v' => Some(Marker::TriangleDown),
            '>' => Some(Marker::TriangleRight),
            '<' => Some(Marker::TriangleLeft),
            'p' => Some(Marker::Pentagram),
            'h' => Some(Marker::Hexagram),
            '_' => Some(Marker::HorizontalLine),
            '|' => Some(Marker::VerticalLine),
            _ => None,
        };
        if let Some(m) = marker {
            if spec.marker.replace(m).is_some() {
                return None;
            }
            i += 1;
            continue;
        }
        let color = match c {
            'r' | 'g' | 'b' | 'c' | 'm' | 'y' | 'k' | 'w' => super::color_name(&c.to_string()),
            _ => return None,
        };
        if spec.color.replace(color?).is_some() {
            return None;
        }
        i += 1;
    }
    Some(spec)
}

/// A line style by name (`'-'`, `'--'`, `':'`, `'-.'`, `'none'`).
pub fn line_style(value: &Value) -> Result<LineStyle> {
    let text = value.as_text().unwrap_or_default();
    match text.as_str() {
        "-" => Ok(LineStyle::Solid),
        "--" => Ok(LineStyle::Dashed),
        ":" => Ok(LineStyle::Dotted),
        "-." => Ok(LineStyle::DashDot),
        "none" => Ok(LineStyle::None),
        _ => Err(bad_value("LineStyle", "'-', '--', ':', '-.' or 'none'")),
    }
}

/// A marker by symbol or long name (`'o'`, `'square'`, `'none'`).
pub fn marker(value: &Value) -> Result<Marker> {
    let text = value.as_text().unwrap_or_default().to_ascii_lowercase();
    let named = match text.as_str() {
        "none" => Some(Marker::None),
        "square" => Some(Marker::Square),
        "diamond" => Some(Marker::Diamond),
        "pentagram" => Some(Marker::Pentagram),
        "hexagram" => Some(Marker::Hexagram),
        _ => None,
    };
    if let Some(m) = named {
        return Ok(m);
    }
    match parse(&text) {
        Some(LineSpec {
            marker: Some(m),
            line: None,
            color: None,
        }) => Ok(m),
        _ => Err(bad_value(
            "Marker",
            "a marker symbol such as 'o', '+', 's' or 'none'",
        )),
    }
}

/// The error for a property value of the wrong kind.
pub fn bad_value(property: &str, expected: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:hg:set_chck:InvalidValue",
        format!("Invalid value for {property} property: expected {expected}."),
    )
}

/// A positive finite width or size.
fn positive(value: &Value, property: &str) -> Result<f64> {
    match value.as_f64() {
        Some(v) if v.is_finite() && v > 0.0 => Ok(v),
        _ => Err(bad_value(property, "a positive number")),
    }
}

/// Sets one style property by (case-insensitive) name; `Ok(false)` when
/// the name is not a style property.
pub fn set_style(style: &mut Style, name: &str, value: &Value) -> Result<bool> {
    let face_or_none = |value: &Value, function: &str| -> Result<Option<[f64; 3]>> {
        match value.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
            Some("none") => Ok(None),
            Some("auto") | Some("flat") => Ok(Some(style.color)),
            _ => color(value, function).map(Some),
        }
    };
    match name.to_ascii_lowercase().as_str() {
        "color" => {
            style.color = color(value, "Color")?;
            if style.face_color.is_some() && style.edge_color.is_none() {
                style.face_color = Some(style.color);
            }
        }
        "linewidth" => style.line_width = positive(value, "LineWidth")?,
        "linestyle" => style.line_style = line_style(value)?,
        "marker" => style.marker = marker(value)?,
        "markersize" => style.marker_size = positive(value, "MarkerSize")?,
        "markerfacecolor" => style.marker_face = face_or_none(value, "MarkerFaceColor")?,
        "markeredgecolor" => {
            if let Some(c) = face_or_none(value, "MarkerEdgeColor")? {
                style.color = c;
            }
        }
        "facecolor" => style.face_color = face_or_none(value, "FaceColor")?,
        "edgecolor" => style.edge_color = face_or_none(value, "EdgeColor")?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// The options after a plot's data: name-value pairs setting style
/// properties, `DisplayName`, and the names a caller handles itself
/// (`extra`, returned with their values in order).
pub struct Options<'a> {
    pub style_pairs: Vec<(String, &'a Value)>,
    pub display_name: Option<String>,
    pub extra: Vec<(String, &'a Value)>,
}

/// Splits name-value pairs; names in `known_extra` (lowercase) go to
/// `extra`, style names to `style_pairs`, others are an error for a
/// series of class `class` (MATLAB's "Unrecognized property").
pub fn options<'a>(args: &'a [Value], class: &str, known_extra: &[&str]) -> Result<Options<'a>> {
    let mut options = Options {
        style_pairs: Vec::new(),
        display_name: None,
        extra: Vec::new(),
    };
    let mut probe = Style::line([0.0; 3]);
    let mut i = 0;
    while i < args.len() {
        let Some(name) = args[i].as_text().filter(|_| is_text(&args[i])) else {
            return Err(super::invalid_data(&class.to_ascii_lowercase()));
        };
        let Some(value) = args.get(i + 1) else {
            return Err(RuntimeError::new(
                "MATLAB:hg:set_chck:NameValuePairs",
                "Name-value pair arguments require a name followed by a value.",
            ));
        };
        let lower = name.to_ascii_lowercase();
        if known_extra.contains(&lower.as_str()) {
            options.extra.push((lower, value));
        } else if lower == "displayname" {
            options.display_name = Some(value.as_text().unwrap_or_default());
        } else if set_style(&mut probe, &lower, value)? {
            options.style_pairs.push((lower, value));
        } else {
            return Err(unknown_property(&name, class));
        }
        i += 2;
    }
    Ok(options)
}

/// MATLAB's error for a property the object does not have.
pub fn unknown_property(name: &str, class: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:hg:InvalidProperty",
        format!("Unrecognized property {name} for class {class}."),
    )
}

/// Whether `args[i]` starts name-value options rather than a LineSpec.
pub fn is_property_name(value: &Value) -> bool {
    value.as_text().is_some_and(|t| parse(&t).is_none())
}

/// Applies parsed style pairs to a style.
pub fn apply_pairs(style: &mut Style, pairs: &[(String, &Value)]) -> Result<()> {
    for (name, value) in pairs {
        set_style(style, name, value)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linespecs_parse_in_any_order() {
        let spec = parse("r--o").unwrap();
        assert_eq!(spec.line, Some(LineStyle::Dashed));
        assert_eq!(spec.marker, Some(Marker::Circle));
        assert_eq!(spec.color, Some([1.0, 0.0, 0.0]));
        let spec = parse("o-.k").unwrap();
        assert_eq!(spec.line, Some(LineStyle::DashDot));
        assert_eq!(spec.color, Some([0.0; 3]));
        assert_eq!(parse(":").unwrap().line, Some(LineStyle::Dotted));
        assert_eq!(parse("p").unwrap().marker, Some(Marker::Pentagram));
    }

    #[test]
    fn property_names_and_repeats_are_not_linespecs() {
        assert!(parse("LineWidth").is_none());
        assert!(parse("rr").is_none());
        assert!(parse("--:").is_none());
        assert!(parse("q").is_none());
        assert!(parse("").is_none());
    }

    #[test]
    fn a_marker_alone_draws_no_line() {
        let mut style = Style::line([0.0; 3]);
        parse("o").unwrap().apply(&mut style);
        assert_eq!(style.line_style, LineStyle::None);
        assert_eq!(style.marker, Marker::Circle);
    }
}

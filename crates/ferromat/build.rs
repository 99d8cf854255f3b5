//! Embeds the builtin reference pages, `docs/reference/NAME.md`, into the
//! binary: writes a table of `(name, include_str!(page))` to OUT_DIR for
//! `src/help_pages.rs`. A page serves its file name and every function its
//! title lists (`# max, min` serves `help min` too). It must not transform
//! the pages; `help` renders them.

use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    // `docs` is the workspace's docs folder (a link in the source tree, a
    // copy in the published package).
    let docs = manifest.join("docs");
    // A whole folder is watched so that a new page triggers a rebuild.
    println!("cargo:rerun-if-changed={}", docs.display());
    let mut pages = reference_pages(&docs.join("reference"));
    // One page per name: the page named after the function wins over a
    // page that only lists it (`mtimes.md` over the operators' page).
    pages.sort_by(|a, b| {
        let own = |(name, path): &(String, PathBuf)| {
            path.file_stem().and_then(|stem| stem.to_str()) != Some(name.as_str())
        };
        (&a.0, own(a), &a.1).cmp(&(&b.0, own(b), &b.1))
    });
    pages.dedup_by(|later, earlier| later.0 == earlier.0);
    let mut table = String::from("/// Reference pages by function name, sorted.\n");
    table.push_str("pub static PAGES: &[(&str, &str)] = &[\n");
    for (name, path) in pages {
        table.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    table.push_str("];\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default());
    if let Err(error) = std::fs::write(out.join("reference_pages.rs"), table) {
        println!("cargo:warning=cannot write the reference page table: {error}");
    }
}

/// `(name, path)` for every `NAME.md` in `folder` whose NAME is a valid
/// MATLAB function name, and for each name its title lists.
fn reference_pages(folder: &Path) -> Vec<(String, PathBuf)> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut pages = Vec::new();
    for entry in entries.flatten() {
        let Ok(path) = entry.path().canonicalize() else {
            continue;
        };
        // A page named like a function (`max.md`) serves that name; every
        // page serves the names its title lists (`mat-files.md`: save, load).
        let name = path
            .file_name()
            .and_then(|name| name.to_str())
            .and_then(|name| name.strip_suffix(".md"))
            .filter(|name| is_function_name(name))
            .map(str::to_string);
        let Some(text) = path
            .extension()
            .filter(|extension| *extension == "md")
            .and_then(|_| std::fs::read_to_string(&path).ok())
        else {
            continue;
        };
        for also in title_names(&text) {
            if Some(&also) != name.as_ref() {
                pages.push((also, path.clone()));
            }
        }
        if let Some(name) = name {
            pages.push((name, path));
        }
    }
    pages
}

/// The names a `# a, b` title lists, when every item is a function name
/// (a title like `# stdlib: nanmax, ...` lists none).
fn title_names(text: &str) -> Vec<String> {
    let Some(title) = text.lines().next().and_then(|line| line.strip_prefix("# ")) else {
        return Vec::new();
    };
    let names: Vec<String> = title
        .split(',')
        .map(|name| name.trim().to_string())
        .collect();
    if names.iter().all(|name| is_function_name(name)) {
        names
    } else {
        Vec::new()
    }
}

/// A function name, package-qualified ones (`containers.Map`) included.
fn is_function_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

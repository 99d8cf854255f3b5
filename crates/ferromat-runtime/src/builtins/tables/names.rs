//! Variable names for tables: unique names (`x`, `x_1`) and the default
//! names `Var1`, `Var2`, ...; `make_valid_name` (for headers `readtable`
//! reads) is the syntax crate's. Pure text functions; no values, no errors.

pub use ferromat_syntax::names::make_valid_name;

/// Makes each name differ from the ones before it by appending `_1`,
/// `_2`, ... as `matlab.lang.makeUniqueStrings` does.
pub fn make_unique(names: &mut [String]) {
    for i in 0..names.len() {
        if !names[..i].contains(&names[i]) {
            continue;
        }
        let base = names[i].clone();
        let mut k = 1;
        loop {
            let candidate = format!("{base}_{k}");
            if !names.contains(&candidate) {
                names[i] = candidate;
                break;
            }
            k += 1;
        }
    }
}

/// `Var1`, `Var2`, ... for `count` variables starting at `first` (1-based).
pub fn default_names(first: usize, count: usize) -> Vec<String> {
    (first..first + count).map(|i| format!("Var{i}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unique_names_get_suffixes() {
        let mut names: Vec<String> = ["x", "x", "y", "x"].iter().map(|s| s.to_string()).collect();
        make_unique(&mut names);
        assert_eq!(names, ["x", "x_1", "y", "x_2"]);
        assert_eq!(default_names(2, 2), ["Var2", "Var3"]);
    }
}

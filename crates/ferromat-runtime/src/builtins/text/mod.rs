//! The text family: regular expressions (`regexp`, `regexpi`, `regexprep`,
//! `regexptranslate`) and the string utilities scripts are glued with.
//! Each file holds one family of builtins; shared text handling
//! (`TextArray`, case mapping) stays in `builtins/strings.rs`.

pub mod assemble;
pub mod classify;
pub mod compose;
pub mod edit;
pub mod evaluate;
pub mod pattern;
pub mod radix;
pub mod regexp;
pub mod regexprep;
pub mod subject;

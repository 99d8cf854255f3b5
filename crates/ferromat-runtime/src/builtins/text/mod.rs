//! The text family: regular expressions (`regexp`, `regexpi`, `regexprep`,
//! `regexptranslate`) and the string utilities scripts are glued with.
//! Each file holds one family of builtins; shared text handling
//! (`TextArray`, case mapping) is `strings.rs`'s, the strcmp family is
//! `strcmp.rs`, `string`/`strlength`/`str2double` are `convert.rs` and
//! `strsplit`/`strjoin` are `split.rs`, `strcat` is `strcat.rs`, `unicode2native`/`native2unicode`
//! are `native.rs`.

pub mod assemble;
pub mod between;
pub mod classify;
pub mod compose;
pub mod convert;
pub mod convert_kind;
pub mod edit;
pub mod evaluate;
pub mod native;
pub mod pattern;
pub mod radix;
pub mod regexp;
pub mod regexprep;
pub mod split;
pub mod strcat;
pub mod strcmp;
pub mod strings;
pub mod subject;

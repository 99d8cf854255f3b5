t = "abc";
u = "say ""hi""";
v = "it's"

t = "hello"
u = ["a" "bc" "def"]
e = ""

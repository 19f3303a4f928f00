% Double-quoted strings process backslash escapes when they are read.
x = "a\tb";
double(x)
disp("line one\nline two")
y = "quote \" and \\ and ""doubled""";
disp(y)
double("\101\x42\0")
numel("\n")
strsplit("a,b\nc", "\n")
z = ['it''s', "it's"]
printf("%s|\n", "tab\there")

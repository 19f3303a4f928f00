s = "double quoted"
disp(s)

disp({})
disp('')
disp(zeros(0, 3))

a = num2str(pi, 8)

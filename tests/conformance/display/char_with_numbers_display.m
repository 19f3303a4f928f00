s = ['x = ' num2str(3)]

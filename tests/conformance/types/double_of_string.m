d = double('09')
n = '7' - '0'

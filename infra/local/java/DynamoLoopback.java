import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local as its own main class starts it, but listening on one address (the first
 * argument) instead of every interface: DynamoDB Local has no option for that, and its Jetty
 * server is made with a port only. The other arguments are DynamoDB Local's own.
 */
public class DynamoLoopback {
  public static void main(String[] args) throws Exception {
    String host = args[0];
    String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(rest);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost(host);
    }
    proxy.start();
  }
}
